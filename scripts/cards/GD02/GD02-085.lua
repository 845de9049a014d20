-- GD02-085 Four Murasame
-- 【Burst】Add this card to your hand.
-- 【During Link】【Once per Turn】During your turn, when this Unit recovers HP, if you have 4 or
-- less cards in your hand, draw 1.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:on("recovered", function(e)
  e:draw(1)
end, {
  during = "link", once_per_turn = true,
  -- 10-2-1: "if you have 4 or less cards in your hand" is a condition of the effect; without
  -- it the effect does not activate (and its 【Once per Turn】 is not used)
  condition = function(e) return e:my_turn() and e:count("hand") <= 4 end,
  filter = function(e) return e.event_card == e.unit end,
})
