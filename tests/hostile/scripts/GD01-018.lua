-- hostile (issue 17, reach): a <close> variable that acts while the engine's
-- "ask the player" stop unwinds the call.  It is refused: the question is asked
-- with nothing done, and the effect draws 2 in all, as its text says.
card:deploy(function(e)
  local guard <close> = setmetatable({}, { __close = function() e:draw(2) end })
  e:may("Draw 2?")
end)
