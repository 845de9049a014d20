-- GD01-088 Banagher Links
-- 【Burst】Add this card to your hand.
-- 【When Linked】Draw 1.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_linked{ draw = 1 } -- Draw 1.
