-- hostile (issue 17, reach): memory kept between calls, to grow without end.
-- The upvalue is set back after each call; the table is read-only.
local blob = ""
local keep = {}
card:deploy(function(e)
  pcall(function() keep[#keep + 1] = string.rep("x", 200000) end)
  blob = blob .. string.rep("x", 200000)
end)
