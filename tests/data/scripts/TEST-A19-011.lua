-- TEST-A19-011 Special Move Test Command (test card, tests/data/cards/api19.json; (Special Move))
-- 【Main】/【Action】Draw 1.
-- 【Pilot】[Sai Saici]

card:main_action(function(e) e:draw(1) end)
