-- TEST-A19-001 Friendly Fire Test Command (test card, tests/data/cards/api19.json)
-- 【Main】Choose 1 of your Units. Deal 1 damage to it.

card:main{
  target = { "Choose 1 of your Units", side = "your" },
  run = function(e, target) e:damage(target, 1) end,
}
