-- GD03-084 Paptimus Scirocco
-- 【Burst】Add this card to your hand.
-- 【When Linked】Choose 1 of your other Units. It gains <Repair 2> during this turn. Then, if it is
-- a (Jupitris) Unit, draw 1.
-- (At the end of your turn, this Unit recovers the specified number of HP.)

card:burst(function(e)
  e:to_hand(e.card)
end)

card:when_linked(function(e)
  local target = e:choose_one("Choose 1 of your other Units", e:units{ side = "your", exclude = e.unit })
  if not target then return end
  e:grant(target, "repair", 2, "turn")
  -- Then:
  if e:has_trait(target, "Jupitris") then e:draw(1) end
end)
