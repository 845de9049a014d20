-- ST09-009 Giant Killing
-- 【Main】/【Action】Choose 1 active enemy Unit with 4 or less AP. Destroy it.

card:main_action{
  target = { "Choose 1 active enemy Unit with 4 or less AP", side = "enemy", active = true, max_ap = 4 },
  run = function(e, target) e:destroy(target) end,
}
