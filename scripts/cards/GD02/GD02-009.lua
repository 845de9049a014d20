-- GD02-009 Calamity Gundam
-- 【Once per Turn】When this Unit's AP is reduced by an enemy effect, choose 1 rested enemy Unit.
-- Deal 2 damage to it.

card:on("ap_changed", {
  once_per_turn = true, card = "self", source = { side = "enemy" },
  filter = function(e) return e.event_amount < 0 end,
  target = { "Choose 1 rested enemy Unit", side = "enemy", rested = true },
  damage_it = 2, -- Deal 2 damage to it.
})
