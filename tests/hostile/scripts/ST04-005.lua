-- hostile: writing a global at effect time, deep recursion
card:deploy(function(e)
  leaked = 1
end)
card:attack(function(e)
  local function f(n) return f(n + 1) + 1 end
  f(1)
end)
