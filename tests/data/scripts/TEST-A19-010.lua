-- TEST-A19-010 Weaken Test Command (test card, tests/data/cards/api19.json)
-- 【Main】Choose 1 enemy Unit. It gets AP-1 during this turn.

card:main{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:modify(target, { ap = -1 }) end,
}
