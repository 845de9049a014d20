-- hostile (issue 17, reach): pcall around a memory bomb, then an action: the
-- memory stop is the engine's, no pcall catches it.  Nothing is drawn.
card:deploy(function(e)
  pcall(function()
    local t = {}
    for i = 1, 1e9 do t[i] = string.rep("x", 200000) .. i end
  end)
  e:draw(3)
end)
