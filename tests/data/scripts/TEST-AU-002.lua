-- TEST-AU-002 Bad Form Test Pilot (test card, tests/data/cards/as-unit.json)
-- 【Burst】Deploy this card as a Unit with no HP given: a script error (tests/rules/api-as-unit.lua).

card:burst(function(e) e:deploy(e.card, { as_unit = { ap = 3 } }) end)
