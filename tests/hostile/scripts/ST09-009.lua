-- A second step after a function (the first step must be declared: target and what it gets):
-- the script does not load.
card:deploy{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:rest(target) end,
  then_target = { "Choose 1 of your Units", side = "your" },
  then_gains = "blocker",
}
