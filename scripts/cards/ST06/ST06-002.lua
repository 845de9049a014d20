-- ST06-002 GQuuuuuuX (Omega Psycommu)
-- 【Deploy】If another friendly (Clan) Unit is in play, choose 1 enemy Unit. Deal 1 damage to it.

local function another_clan_unit(e)
  return #e:units{ side = "friendly", trait = "Clan", exclude = e.unit } > 0
end

card:deploy{
  condition = another_clan_unit, -- 10-2-1
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:damage(target, 1) end,
}
