-- GD01-090 Duo Maxwell
-- 【Burst】Add this card to your hand.
-- 【During Link】This Unit's AP can't be reduced by enemy effects.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:during_link{
  protect_ap = function(e, unit, source)
    return unit == e.unit and e:matches(source, { side = "enemy" })
  end,
}
