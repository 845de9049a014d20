-- GD03-015 Baund Doc
-- 【Activate･Main】【Once per Turn】Exile 3 (Titans) cards from your trash: This Unit gains
-- <Breach 4> during this turn.
-- (When this Unit's attack destroys an enemy Unit, deal the specified amount of damage to the
-- first card in that opponent's shield area.)

card:activate_main{
  once_per_turn = true,
  -- the cost (10-1-7-2): without 3 (Titans) cards in the trash it can't be activated
  condition = { count = "trash", trait = "Titans", min = 3 },
  run = function(e)
    -- the cost is paid first thing, as GD01-023 pays its discard (docs/rulings/GD03.md)
    local exiled = e:choose("Exile 3 (Titans) cards from your trash", e:cards("trash", { trait = "Titans" }),
                            { min = 3, max = 3 })
    if #exiled < 3 then return end
    for _, c in ipairs(exiled) do e:remove(c) end
    -- the effect
    e:grant(e.unit, "breach", 4, "turn")
  end,
}
