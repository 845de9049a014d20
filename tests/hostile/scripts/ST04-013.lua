-- hostile: a declared target whose count is out of order (min more than max): the script does not load
card:main_action{
  target = { "Choose 1 to 2 enemy Units", side = "enemy", min = 3, max = 2 },
  run = function(e, targets) end,
}
