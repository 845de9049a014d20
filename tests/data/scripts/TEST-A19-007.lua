-- TEST-A19-007 Rest Test Command (test card, tests/data/cards/api19.json)
-- 【Main】Choose 1 Unit. Rest it.

card:main{
  target = { "Choose 1 Unit", active = true },
  run = function(e, target) e:rest(target) end,
}
