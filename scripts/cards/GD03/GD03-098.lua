-- GD03-098 Graham Aker
-- 【Burst】Add this card to your hand.
-- 【During Link】When this rested Unit is set as active by an effect, choose 1 enemy Unit with 3 or
-- less HP. Return it to its owner's hand.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:on("set_active", function(e, target) e:to_hand(target) end, {
  during = "link", card = "self", by_effect = true,
  target = { "Choose 1 enemy Unit with 3 or less HP", side = "enemy", max_hp = 3 },
})
