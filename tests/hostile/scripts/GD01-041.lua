-- hostile (neighbour, bad arguments): math.random over the whole integer range:
-- hi - lo overflowed (undefined behaviour; a range of 0 to draw from).  An error.
card:deploy(function(e)
  e:draw(math.random(math.mininteger, math.maxinteger))
end)
