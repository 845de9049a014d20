-- hostile: `applies` as a filter table with a field no filter has: the script
-- does not load
card:constant{ applies = { sidez = "your" }, ap = 5 }
