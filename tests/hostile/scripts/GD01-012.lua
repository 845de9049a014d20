-- hostile (issue 17, hangs): an effect that keeps asking.  Its record of
-- answers fills up: it is stopped and reported, and the game goes on.
card:deploy(function(e)
  while true do e:may("Again?") end
end)
