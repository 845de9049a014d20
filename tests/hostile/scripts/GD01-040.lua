-- hostile (neighbour, state across games): a weak table (__mode), whose contents
-- vanish when the collector runs: games would depend on the games before them.
-- Refused, reported.
card:deploy(function(e)
  local w = setmetatable({}, { __mode = "k" })
  e:draw(1)
end)
