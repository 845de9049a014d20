-- TEST-A19-014 Token Test Command (test card, tests/data/cards/api19.json)
-- 【Main】Deploy 1 [Zaku Ⅱ]((Zeon)･AP1･HP1) Unit token.

card:main(function(e) e:deploy_token("T-007") end)
