-- GD03-034 GQuuuuuuX (Omega Psycommu)
-- <Suppression> (the core handles it)
-- (Damage to Shields by an attack is dealt to the first 2 cards simultaneously.)
-- 【Deploy】Choose 1 enemy Unit. Deal 3 damage to it.

card:deploy{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:damage(target, 3) end,
}
