-- hostile: a Command whose declared target exists but whose function loops
-- forever.  Whether it can be played is known without calling the function (no
-- report while options are listed); played, the loop is stopped and reported.
card:main{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) while true do end end,
}
