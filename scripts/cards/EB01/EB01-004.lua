-- EB01-004 Gundam Barbatos Lupus Rex (EX)
-- <Repair 2> (the core handles it)
-- 【Once per Turn】During your turn, when this Unit recovers HP, choose 1 rested enemy Unit. Deal 1
-- damage to it.

-- "recovers HP": it had damage and some was taken off (5-6-3: a Unit with no damage recovers none),
-- by <Repair> or by any effect
card:on("recovered", {
  once_per_turn = true,
  filter = function(e) return e.event_card == e.unit and e:my_turn() end,
  target = { "Choose 1 rested enemy Unit", side = "enemy", rested = true },
  damage_it = 1, -- Deal 1 damage to it.
})
