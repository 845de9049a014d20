-- GD01-023 Char's Gelgoog
-- 【Activate･Main】Discard 1 (Zeon)/(Neo Zeon) Unit card：If a Pilot is not paired with this
-- Unit, choose 1 (Newtype) Pilot card that is Lv.3 or lower from your trash. Pair it with this
-- Unit.

card:activate_main{
  -- before the colon, the cost (10-1-7-2): paid first
  discard = { "Discard 1 (Zeon)/(Neo Zeon) Unit card", type = "unit", trait = { "Zeon", "Neo Zeon" } },
  -- "If a Pilot is not paired with this Unit, choose 1 ...": without that, or without such a
  -- Pilot card, the effect would do nothing and is not activated (10-2-1, 10-2-2)
  condition = function(e) return not e:pilot(e.unit) end,
  target = { "Choose 1 (Newtype) Pilot card that is Lv.3 or lower", from = "trash",
             type = "pilot", trait = "Newtype", max_level = 3 },
  run = function(e, pilot) e:pair(pilot, e.unit) end,
}
