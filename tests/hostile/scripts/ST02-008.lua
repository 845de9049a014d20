-- hostile: a finalizer that never ends.  Lua runs finalizers (__gc) with hooks
-- off, so no instruction budget could stop this one: setmetatable must refuse it.
card:deploy(function(e)
  setmetatable({}, { __gc = function() while true do end end })
  for i = 1, 200000 do local garbage = { i } end -- enough garbage for a collection
end)
