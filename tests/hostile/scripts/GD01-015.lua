-- hostile (issue 17, reach): state kept in an upvalue from one call to the next
-- (and so from one game to the next).  The change is set back and reported;
-- the effect does nothing.
local n = 0
card:deploy(function(e)
  n = n + 1
  e:draw(n)
end)
