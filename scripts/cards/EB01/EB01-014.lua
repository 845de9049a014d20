-- EB01-014 Gouf Vijayanta
-- During your opponent's turn, this Unit can't receive effect damage from enemy Units that are
-- Lv.5 or lower.

-- Effect damage (5-5-4) whose source is an enemy Unit of Lv.5 or lower: its own effects (<Breach>
-- reaches no Unit) and its Pilot's, which are the Unit's (3-3-9-2).  Battle damage still reaches it.
card:constant{
  condition = { turn = "enemy" },
  prevent_damage = function(e, victim, source, amount, battle)
    if victim ~= e.unit or battle == 1 or source < 0 then return false end
    local unit = e:unit_of(source) or source
    return e:matches(unit, { side = "enemy", type = "unit", max_level = 5 })
  end,
}
