-- GD01-044 Kshatriya
-- 【When Paired･(Cyber-Newtype)/(Newtype) Pilot】Choose 1 to 2 enemy Units. Deal 1 damage to them.

card:when_paired(function(e)
  local targets = e:choose("Choose 1 to 2 enemy Units", e:units{ side = "enemy" }, { min = 1, max = 2 })
  e:damage_all(targets, 1)
end, { pilot = { trait = { "Cyber-Newtype", "Newtype" } } })
