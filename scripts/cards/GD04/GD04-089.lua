-- GD04-089 Nena Trinity
-- 【Burst】Add this card to your hand.
-- 【Activate･Main】<Support 2> (Rest this Unit. 1 other friendly Unit gets AP+(specified amount)
-- during this turn.)
-- The <Support 2> printed on this Pilot is its paired Unit's (3-3-9-2): the core gives it and runs it
-- (13-1-3).

card:burst{ this_to_hand = true } -- Add this card to your hand.
