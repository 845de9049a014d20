-- GD01-116 Stealth Stratagem
-- 【Main】/【Action】Choose 1 enemy Unit with 2 or less AP. Deal 2 damage to it.
-- 【Pilot】[Nicol Amarfi] (the core lets it be paired as a Pilot)

card:main_action{
  target = { "Choose 1 enemy Unit with 2 or less AP", side = "enemy", max_ap = 2 },
  run = function(e, target) e:damage(target, 2) end,
}
