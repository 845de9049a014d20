-- TEST-A19-018 Special Move Test Command 018 (test card, tests/data/cards/api19.json; (Special Move))
-- 【Main】/【Action】Draw 1.
-- 【Pilot】[Argo Gulskii]

card:main_action(function(e) e:draw(1) end)
