-- hostile (neighbour): string.rep of the empty string 2^62 times: Lua's own
-- loops that many times to make "".  Answered at once.
card:deploy(function(e)
  local s = string.rep("", 1 << 62)
  e:draw(#s + 1)
end)
