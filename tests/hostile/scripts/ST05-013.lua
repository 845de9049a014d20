-- hostile: a Command's "If ..." given as a function: a Command's condition is a count or words
-- (10-1-8-1-1: it is asked when the Command resolves, and a Command whose condition does not hold
-- can still be played), so the script does not load
card:main{
  condition = function(e) return e:count("trash") >= 7 end,
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:rest(target) end,
}
