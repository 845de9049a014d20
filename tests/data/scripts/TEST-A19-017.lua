-- TEST-A19-017 Special Move Test Command 017 (test card, tests/data/cards/api19.json; (Special Move))
-- 【Main】/【Action】Draw 1.
-- 【Pilot】[Chibodee Crocket]

card:main_action(function(e) e:draw(1) end)
