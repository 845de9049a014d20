-- hostile (issue 17, crashes): e:choose with min > max, both negative: it used
-- to make an unanswerable decision ("choose 253 to 255").
card:deploy(function(e)
  e:choose("Choose", e:units{ side = "any" }, { min = -3, max = -1 })
end)
