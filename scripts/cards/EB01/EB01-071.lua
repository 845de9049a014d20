-- EB01-071 Ittou Tsurugi
-- 【Burst】Add this card to your hand.
-- 【During Link】This Unit gets AP+1.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:during_link{ ap = 1 }
