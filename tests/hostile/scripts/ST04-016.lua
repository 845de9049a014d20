-- hostile: a list of targets with any = true ("used when one of them can be chosen") where one
-- target may choose none (min = 0): the script does not load
card:main{
  target = { { "Choose 1 of your Units", side = "your" },
             { "Choose up to 1 enemy Unit", side = "enemy", min = 0, max = 1 },
             any = true },
  run = function(e, mine, theirs) end,
}
