-- GD04-038 Gundam Exia
-- 【Deploy】If 2 or more enemy Units are in play, choose 1 enemy Unit that is Lv.2 or lower. Deal
-- 2 damage to it.

card:deploy{
  -- 10-2-1: with fewer than 2 enemy Units it does not activate; asked again as it resolves
  condition = { count = "battle", side = "enemy", min = 2 },
  target = { "Choose 1 enemy Unit that is Lv.2 or lower", side = "enemy", max_level = 2 },
  damage_it = 2, -- Deal 2 damage to it.
}
