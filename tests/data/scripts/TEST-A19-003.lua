-- TEST-A19-003 Payer Test Unit (test card, tests/data/cards/api19.json)
-- 【Activate･Main】①：Draw 1.

card:activate_main{ cost = 1, run = function(e) e:draw(1) end }
