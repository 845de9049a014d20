-- ST08-004 Messer Type-F01
-- 【Attack】If this Unit is attacking an enemy Unit, choose 1 enemy Unit. Deal 1 damage to it.

local function attacking_a_unit(e)
  local _, target = e:battle()
  return target ~= nil
end

card:attack{
  condition = attacking_a_unit, -- 10-2-1
  -- any enemy Unit: the one it attacks, or another
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:damage(target, 1) end,
}
