-- hostile (issue 17, hangs): a pattern that backtracks for ever inside one C
-- call.  The matcher charges every step to the instruction budget.
card:deploy(function(e)
  string.find(string.rep("a", 300), string.rep(".-", 12) .. "b")
  e:draw(1)
end)
