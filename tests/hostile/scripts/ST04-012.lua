-- hostile: a declared target's any_of naming a side (the side is the target's): the script does not
-- load
card:main{
  target = { "Choose 1 enemy Unit that is Lv.1 or lower or has 1 or less AP", side = "enemy",
             any_of = { { max_level = 1 }, { side = "your", max_ap = 1 } } },
  run = function(e, target) end,
}
