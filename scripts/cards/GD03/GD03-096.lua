-- GD03-096 Jamil Neate
-- 【Burst】Add this card to your hand.
-- 【During Link】【Attack】You may discard 1. If you do, draw 1.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:attack(function(e)
  local discarded = e:choose_one("You may discard 1", e:cards("hand"), true)
  if not discarded then return end
  e:discard_card(discarded)
  -- If you do:
  e:draw(1)
end, { during = "link" })
