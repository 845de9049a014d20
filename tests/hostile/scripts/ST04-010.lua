-- hostile: "You may ... If you do" declared with may but nothing it may do (may goes with
-- rest_self): the script does not load
card:when_paired{
  may = "Draw 1?",
  run = function(e) e:draw(1) end,
}
