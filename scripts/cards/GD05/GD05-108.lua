-- GD05-108 Overcoming Hardships
-- 【Action】Choose 1 friendly rested (Academy) Unit. Change a battling enemy Unit's attack target to
-- it.
-- 【Pilot】[Guel Jeturk] (the core lets it be paired as a Pilot)

card:action{
  target = { "Choose 1 friendly rested (Academy) Unit", side = "friendly", rested = true,
             trait = "Academy" },
  run = function(e, target) e:change_attack_target(target) end,
}
