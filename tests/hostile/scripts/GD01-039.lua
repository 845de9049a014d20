-- hostile (neighbour, state across games): a weak table made by adding __mode to
-- a metatable after setmetatable (Lua reads __mode at every collection).  What
-- it still holds would tell when the collector last ran, which depends on the
-- games played before in the VM.  The table got a copy of the metatable: the
-- __mode added later reaches nothing, the entry is kept, the effect draws 1.
card:deploy(function(e)
  local mt = {}
  local w = setmetatable({}, mt)
  mt.__mode = "v"
  w[1] = {}
  for i = 1, 200000 do local x = { i } end
  if w[1] == nil then e:draw(3) end
  e:draw(1)
end)
