-- TEST-C713-006 HP Boost Test Command (test card, tests/data/cards/coverage-7-13.json)
-- 【Main】Choose 1 of your Units. It gets HP+2 during this turn.

card:main{
  target = { "Choose 1 of your Units", side = "your" },
  run = function(e, target) e:modify(target, { hp = 2 }, "turn") end,
}
