-- hostile: loading bytecode through load
card:deploy(function(e)
  local f = load("\27Lua\84\0\25\147\13\10\26\10\4\8\8\120\86\0\0\0\0\0\0\0\0\0\0\0\40\119\64")
  f()
end)
