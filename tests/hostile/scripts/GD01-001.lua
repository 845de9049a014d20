-- hostile (issue 17, crashes): a filter that is not a table -- an honest typo.
-- It used to crash the engine, even inside pcall.  Now: an error naming it.
card:deploy(function(e)
  e:units("enemy")
end)
