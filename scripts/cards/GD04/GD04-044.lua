-- GD04-044 Gadeel
-- 【Attack】If you are attacking a damaged enemy Unit, this Unit gains <Breach 3> during this
-- battle.
-- (When this Unit's attack destroys an enemy Unit, deal the specified amount of damage to the
-- first card in that opponent's shield area.)

local function attacking_a_damaged_unit(e)
  local attacker, target = e:battle()
  return attacker == e.unit and target ~= nil and e:damage_of(target) > 0
end

card:attack{
  condition = attacking_a_damaged_unit,
  run = function(e)
    if attacking_a_damaged_unit(e) then e:grant(e.unit, "breach", 3, "battle") end
  end,
}
