-- hostile (neighbour, state across games): collectgarbage("count") tells how much
-- memory the VM holds, which depends on the games played before in it: acting
-- on it made --jobs 1 and --jobs 2 differ.  Refused, reported.
card:deploy(function(e)
  if collectgarbage("count") % 2 < 1 then e:draw(1) end
end)
