-- GD05-104 At the Risk of One's Life
-- 【Action】Choose 1 friendly (Shrike Team) Unit. It gains the following effect during this turn:
-- ■【During Link】【Destroyed】Choose 1 friendly (League Militaire) Unit. Set it as active.
-- 【Pilot】[Helen Jackson] (the core lets it be paired as a Pilot)

card:action{
  target = { "Choose 1 friendly (Shrike Team) Unit", side = "friendly", trait = "Shrike Team" },
  run = function(e, target) e:grant_rule(target, 2, "turn") end,
}

-- 2: the effect it gains (5-16): its 【During Link】 is the Unit's own link
card:destroyed{
  during = "link", condition = false,
  target = { "Choose 1 friendly (League Militaire) Unit", side = "friendly", trait = "League Militaire" },
  run = function(e, target) e:set_active(target) end,
}
