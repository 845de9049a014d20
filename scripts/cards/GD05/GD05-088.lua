-- GD05-088 Prospera Mercury
-- 【Burst】Add this card to your hand.
-- This Unit and all your Units with "Gundam Lfrith" or "Gundnode" in their card name get AP+1.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- "This Unit": the Unit this Pilot is paired with (3-3-9-2).  A Unit that is both gets AP+1 once.
card:constant{
  applies = function(e, target)
    return target == e.unit
        or e:matches(target, { side = "your", name = "Gundam Lfrith" })
        or e:matches(target, { side = "your", name = "Gundnode" })
  end,
  ap = 1,
}
