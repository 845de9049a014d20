-- TEST-C713-007 HP Cut Test Command (test card, tests/data/cards/coverage-7-13.json)
-- 【Main】Choose 1 enemy Unit. It gets HP-2 during this turn.

card:main{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:modify(target, { hp = -2 }, "turn") end,
}
