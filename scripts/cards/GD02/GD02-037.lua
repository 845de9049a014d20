-- GD02-037 Gundam Virsago
-- <Breach 1> (the core handles it)
-- 【Deploy】If there are 3 or less enemy Shields, choose 1 enemy Unit with 5 or less AP. Deal 2
-- damage to it.

card:deploy{
  -- 10-2-1: the enemy Shields counted together (one opponent in a two-player game)
  condition = { count = "shields", side = "enemy", min = 0, max = 3 },
  target = { "Choose 1 enemy Unit with 5 or less AP", side = "enemy", max_ap = 5 },
  damage_it = 2, -- Deal 2 damage to it.
}
