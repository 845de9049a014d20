-- GD01-044 Kshatriya
-- 【When Paired･(Cyber-Newtype)/(Newtype) Pilot】Choose 1 to 2 enemy Units. Deal 1 damage to them.

card:when_paired{
  pilot = { trait = { "Cyber-Newtype", "Newtype" } },
  target = { "Choose 1 to 2 enemy Units", side = "enemy", min = 1, max = 2 },
  run = function(e, targets) e:damage_all(targets, 1) end,
}
