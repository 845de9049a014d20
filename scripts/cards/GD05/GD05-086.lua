-- GD05-086 Kayra Su
-- 【Burst】Add this card to your hand.
-- 【During Link】Enemy Units other than Link Units choose this rested Unit as their attack target if
-- possible when attacking.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:during_link{
  lure = function(e, target, attacker) return e:is_rested(target) and not e:is_linked(attacker) end,
}
