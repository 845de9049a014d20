-- hostile: a memory bomb in a 【Deploy】 effect
card:deploy(function(e)
  local t = {}
  for i = 1, 1e9 do t[i] = string.rep("x", 4096) .. i end
end)
