-- hostile: a discard cost that is not a table, then one with a count out of range.
card:activate_main{
  discard = "a Unit card",
  run = function(e) e:draw(1) end,
}
