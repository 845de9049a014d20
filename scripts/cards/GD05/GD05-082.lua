-- GD05-082 Andrew Waldfeld
-- 【Burst】Add this card to your hand.
-- 【During Link】This Unit gains <Repair 2>.
-- (At the end of your turn, this Unit recovers the specified number of HP.)

card:burst(function(e)
  e:to_hand(e.card)
end)

card:during_link{
  keywords = { repair = 2 },
}
