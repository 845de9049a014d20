-- hostile: a condition given as a count with a `where` function, which a count
-- decided in C cannot call: the script does not load.
card:constant{
  condition = { count = "trash", min = 1, where = function(e, c) return true end },
  ap = 1,
}
