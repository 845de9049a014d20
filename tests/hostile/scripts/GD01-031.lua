-- hostile (neighbour): a loop of table.insert on a table whose __len lies:
-- Lua's own would run 2^50 steps in one C call.  Charged to the budget.
card:deploy(function(e)
  local t = setmetatable({}, { __len = function() return 1 << 50 end })
  table.insert(t, 1, "x")
end)
