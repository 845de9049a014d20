-- TEST-A19-006 Neo Zeon Purge Test Command (test card, tests/data/cards/api19.json; (Neo Zeon))
-- 【Main】Choose 1 Unit. Destroy it.

card:main{
  target = { "Choose 1 Unit" },
  run = function(e, target) e:destroy(target) end,
}
