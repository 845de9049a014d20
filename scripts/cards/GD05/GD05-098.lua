-- GD05-098 Heero Yuy
-- 【Burst】Add this card to your hand.
-- When this Unit destroys an enemy shield area card with damage, choose 1 enemy Unit. It gets AP-2
-- during this turn.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:on("shield_area_destroyed", {
  source = "self", card = { side = "enemy" },
  target = { "Choose 1 enemy Unit", side = "enemy" },
  gets = { ap = -2 }, -- It gets AP-2 during this turn.
})
