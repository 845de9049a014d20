-- ST01-013 Kai's Resolve
-- 【Main】Choose 1 friendly Unit. It recovers 3 HP.
-- 【Pilot】[Kai Shiden] (the core lets it be paired as a Pilot)

card:main{
  target = { "Choose 1 friendly Unit", side = "friendly" },
  run = function(e, target) e:recover(target, 3) end,
}
