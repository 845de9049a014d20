-- GD01-046 Buster Gundam
-- 【Activate･Main】<Support 3> (the core handles it)
-- 【During Pair･(Coordinator) Pilot】【Once per Turn】When you use this Unit's <Support> to increase a
-- (ZAFT) Unit's AP, set this Unit as active.

card:on("supported", function(e)
  e:set_active(e.unit)
end, {
  during = "pair", pilot = { trait = "Coordinator" }, once_per_turn = true,
  -- e.event_card: the Unit whose AP <Support> increased; e.event_card2: the Unit with <Support>
  filter = function(e)
    return e.event_card2 == e.unit and e:has_trait(e.event_card, "ZAFT")
  end,
})
