-- hostile mode (issue 17, reach): a hook keeping state in an upvalue (counting
-- turns across games), and writing to e.options.  Set back and reported.
local turns = 0
return extend("standard", {
  name = "hostile-state",
  summary = "hostile: a turn_end hook that keeps a count",
  options = { rounds = 3 },
  turn_end = function(e)
    pcall(function() e.options.rounds = 99 end)
    turns = turns + 1
  end,
})
