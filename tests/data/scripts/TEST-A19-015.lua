-- TEST-A19-015 League Militaire Rest Test Unit (test card, tests/data/cards/api19.json)
-- 【Activate･Main】Choose 1 Unit. Rest it.

card:activate_main{
  target = { "Choose 1 Unit", active = true },
  run = function(e, target) e:rest(target) end,
}
