-- ST07-013 Armed Intervention
-- 【Burst】Draw 1.
-- 【Action】Choose 1 rested friendly (CB) Unit. Change the attack target of the battling enemy Unit
-- to it.

card:burst{ draw = 1 } -- Draw 1.

card:action{
  target = { "Choose 1 rested friendly (CB) Unit", side = "friendly", rested = true, trait = "CB" },
  run = function(e, target) e:change_attack_target(target) end,
}
