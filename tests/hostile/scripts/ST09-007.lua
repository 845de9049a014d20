-- A second step (then_target) with nothing done to its target (no then_rest_it, then_gains
-- ...): the script does not load.
card:deploy{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  rest_it = true,
  then_target = { "Choose 1 of your Units", side = "your" },
}
