-- EB01-071 Ittou Tsurugi
-- 【Burst】Add this card to your hand.
-- 【During Link】This Unit gets AP+1.

card:burst(function(e)
  e:to_hand(e.card)
end)

card:during_link{ ap = 1 }
