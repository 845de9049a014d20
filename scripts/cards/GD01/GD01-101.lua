-- GD01-101 Deep Devotion
-- 【Main】/【Action】Choose 1 friendly Link Unit. It recovers 3 HP.
-- 【Pilot】[Lucrezia Noin] (the core lets it be paired as a Pilot)

card:main_action{
  target = { "Choose 1 friendly Link Unit", side = "friendly", linked = true },
  run = function(e, target) e:recover(target, 3) end,
}
