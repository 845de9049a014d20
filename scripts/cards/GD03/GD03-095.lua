-- GD03-095 Azee Gurumin
-- 【Burst】Add this card to your hand.
-- 【Once per Turn】When this Unit receives effect damage, choose 1 enemy Unit. It gets AP-1 during
-- this turn.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:on("damaged", {
  once_per_turn = true, card = "self", battle = false,
  target = { "Choose 1 enemy Unit", side = "enemy" },
  gets = { ap = -1 }, -- It gets AP-1 during this turn.
})
