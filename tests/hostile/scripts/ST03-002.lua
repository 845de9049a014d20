-- hostile: the shared string metatable, package, require, debug, dofile
card:deploy(function(e)
  local mt = getmetatable("")
  mt.__index = function() return "pwned" end
end)
