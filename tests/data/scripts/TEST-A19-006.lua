-- TEST-A19-006 Neo Zeon Purge Test Command (test card, tests/data/cards/api19.json; (Neo Zeon))
-- 【Main】/【Action】Choose 1 Unit. Destroy it.

card:main_action{
  target = { "Choose 1 Unit" },
  run = function(e, target) e:destroy(target) end,
}
