-- hostile: a declared target with a `where` function (declared targets are read
-- once at load and matched in C): the script does not load
card:deploy{
  target = { "Choose 1 enemy Unit", side = "enemy", where = function(e, c) return true end },
  run = function(e, target) e:damage(target, 9) end,
}
