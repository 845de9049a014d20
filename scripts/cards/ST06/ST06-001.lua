-- ST06-001 GQuuuuuuX (Omega Psycommu)
-- 【When Linked】If another friendly (Clan) Unit is in play, this gains <First Strike> during this
-- turn.
-- (While this Unit is attacking, it deals damage before the enemy Unit.)

local function another_clan_unit(e)
  return #e:units{ side = "friendly", trait = "Clan", exclude = e.unit } > 0
end

card:when_linked{
  condition = another_clan_unit, -- 10-2-1
  run = function(e) e:grant(e.unit, "first strike", "turn") end,
}
