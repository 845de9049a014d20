-- GD03-100 Soma Peries
-- 【Burst】Add this card to your hand.
-- 【Destroyed】Choose 1 enemy Unit. It gets AP-3 during this turn.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- The Pilot's text is its Unit's (3-3-9-2): when the Unit is destroyed.
card:destroyed{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  gets = { ap = -3 }, -- It gets AP-3 during this turn.
}
