-- hostile (issue 17, reach): string.dump through the strings' metatable.
-- ("").dump is nil: the sandbox's string library has no dump.
card:deploy(function(e)
  local f = ("").dump or string.dump
  e:draw(#f(function() end))
end)
