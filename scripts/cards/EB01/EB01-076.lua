-- EB01-076 Gerbera Straight
-- 【Main】/【Action】Choose 1 friendly (G Generation) Unit. It recovers 3 HP.
-- 【Pilot】[Lowe Guele] (the core lets it be paired as a Pilot)

card:main_action{
  target = { "Choose 1 friendly (G Generation) Unit", side = "friendly", trait = "G Generation" },
  run = function(e, target) e:recover(target, 3) end,
}
