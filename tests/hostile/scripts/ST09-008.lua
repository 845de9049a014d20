-- then_rest_it with no then_target (a second step's action, and no second step): the script
-- does not load.
card:deploy{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  rest_it = true,
  then_rest_it = true,
}
