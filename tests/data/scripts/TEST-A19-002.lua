-- TEST-A19-002 Three Damage Test Command (test card, tests/data/cards/api19.json)
-- 【Main】/【Action】Choose 1 enemy Unit. Deal 3 damage to it.

card:main_action{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:damage(target, 3) end,
}
