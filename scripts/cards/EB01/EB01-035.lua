-- EB01-035 Gundam Lfrith Thorn
-- When another friendly (G Generation) Unit that is Lv.3 is deployed, this Unit gains <Breach 1>
-- during this turn.

card:on("deployed", function(e) e:grant(e.unit, "breach", 1, "turn") end, {
  filter = function(e)
    return e.event_card ~= e.unit
       and e:matches(e.event_card, { side = "friendly", type = "unit", trait = "G Generation",
                                     min_level = 3, max_level = 3 })
  end,
})
