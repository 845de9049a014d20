-- ST03-011 Char Aznable
-- 【Burst】Add this card to your hand.
-- 【Attack】During this turn, this Unit gets AP+1 and, if it is a Link Unit, it gains <High-Maneuver>.
-- (This Unit can't be blocked.)

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:attack(function(e)
  e:modify(e.unit, { ap = 1 }, "turn")
  if e:is_linked(e.unit) then e:grant(e.unit, "high-maneuver", "turn") end
end)
