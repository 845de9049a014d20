-- hostile: `applies` as a filter table with a `where` function (filters read once
-- at load and matched in C cannot call Lua): the script does not load
card:constant{ applies = { side = "your", where = function(e, c) return true end }, ap = 1 }
