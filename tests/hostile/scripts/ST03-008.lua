-- hostile: a declared target with a field no filter has: the script does not load
card:deploy{
  target = { "Choose 1 enemy Unit", sidez = "enemy" },
  run = function(e, target) e:damage(target, 9) end,
}
