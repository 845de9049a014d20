-- hostile (reach): state kept in an upvalue that only a function made during the call
-- writes -- the effect's own code reads `n` and never assigns it, so the one SETUPVAL is
-- in a closure nested in it.  Whether a script's upvalues are compared after a call is
-- decided from its functions' code (seal_code.c), nested functions included: the change
-- is still set back and reported, and the effect does nothing.
local n = 0
card:deploy(function(e)
  local bump = function() n = n + 1 end
  bump()
  e:draw(n)
end)
