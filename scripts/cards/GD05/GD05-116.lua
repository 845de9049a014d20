-- GD05-116 Veteran's Pride
-- 【Main】/【Action】Choose 1 enemy Unit that is Lv.2 or lower. Destroy it.
-- 【Pilot】[Rezin Schnyder] (the core lets it be paired as a Pilot)

card:main_action{
  target = { "Choose 1 enemy Unit that is Lv.2 or lower", side = "enemy", max_level = 2 },
  run = function(e, target) e:destroy(target) end,
}
