-- TEST-A19-016 Special Move Test Command 016 (test card, tests/data/cards/api19.json; (Special Move))
-- 【Main】/【Action】Draw 1.
-- 【Pilot】[George de Sand]

card:main_action(function(e) e:draw(1) end)
