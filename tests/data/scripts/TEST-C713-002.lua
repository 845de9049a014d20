-- TEST-C713-002 Two Conditions Test Unit (test card, tests/data/cards/coverage-7-13.json)
-- 【Activate･Main】①, Rest this Unit：Draw 1.

card:activate_main{
  cost = 1, rest_self = true,
  run = function(e) e:draw(1) end,
}
