-- hostile: a declared target chosen from a location that does not exist: the
-- script does not load.
card:deploy{
  target = { "Choose 1 card", from = "graveyard" },
  run = function(e, c) e:draw(1) end,
}
