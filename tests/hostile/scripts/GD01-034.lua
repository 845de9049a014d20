-- hostile (neighbour): many C-called loops in one call: sorting a big table
-- over and over, upper-casing a long string over and over.  Each is charged
-- to the budget: the call is stopped, it does not run for minutes.
card:deploy(function(e)
  local t = {}
  for i = 1, 3000 do t[i] = (i * 7919) % 10007 end
  local s = string.rep("abc", 40000)
  for _ = 1, 1e9 do
    table.sort(t)
    s:upper()
  end
end)
