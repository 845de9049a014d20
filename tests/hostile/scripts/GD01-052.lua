-- hostile (reach): a counter made by `load` while the script loads -- its code is not in
-- the script's text, and the script's own functions assign no upvalue.  The loaded
-- function is reachable from what the script made, so the walk reads its code too: the
-- change is set back and reported, and the effect does nothing.
local counter = load("local n = 0 return function() n = n + 1 return n end")()
card:deploy(function(e)
  e:draw(counter())
end)
