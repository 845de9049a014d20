-- GD05-082 Andrew Waldfeld
-- 【Burst】Add this card to your hand.
-- 【During Link】This Unit gains <Repair 2>.
-- (At the end of your turn, this Unit recovers the specified number of HP.)

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:during_link{
  keywords = { repair = 2 },
}
