-- ST07-010 Tieria Erde
-- 【Burst】Add this card to your hand.
-- 【Destroyed】If it is your opponent's turn and this is a (CB) Unit, draw 1.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- The Pilot's text is its Unit's (3-3-9-2): when the Unit Tieria is paired with is destroyed.
-- e.event_card: that Unit, its traits as it was in play (13-2-8-2-1).
local function condition(e)
  return not e:my_turn() and e:has_trait(e.event_card, "CB")
end

card:destroyed{
  condition = condition, -- 10-2-1
  run = function(e) e:draw(1) end,
}
