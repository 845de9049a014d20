-- GD02-098 Quattro Bajeena
-- This card's name is also treated as [Char Aznable].
-- 【Burst】Add this card to your hand.
-- 【When Linked】If this is an (AEUG) Unit, draw 1. If you do, discard 1.

card:constant{ also_named = "Char Aznable" }

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_linked(function(e)
  e:draw(1)
  e:discard(1)
end, { condition = function(e) return e:has_trait(e.unit, "AEUG") end })
