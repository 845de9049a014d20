-- hostile (issue 17, reach): state kept in a table the script made when it
-- loaded.  Frozen: writing to it is an error; rawset too.
local seen = {}
card:deploy(function(e)
  pcall(rawset, seen, 1, true)
  seen[#seen + 1] = true
  e:draw(#seen)
end)
