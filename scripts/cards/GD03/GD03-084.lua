-- GD03-084 Paptimus Scirocco
-- 【Burst】Add this card to your hand.
-- 【When Linked】Choose 1 of your other Units. It gains <Repair 2> during this turn. Then, if it is
-- a (Jupitris) Unit, draw 1.
-- (At the end of your turn, this Unit recovers the specified number of HP.)

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_linked{
  target = { "Choose 1 of your other Units", side = "your", other = true },
  run = function(e, target)
    e:grant(target, "repair", 2, "turn")
    -- Then:
    if e:has_trait(target, "Jupitris") then e:draw(1) end
  end,
}
