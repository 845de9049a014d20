-- hostile (neighbour, bad arguments, found by calling every method of e with
-- wrong arguments): e:grant_rule without its rule number read the script's
-- effect number 0 - 1 (out of bounds).  The number is required: an error.
card:deploy(function(e)
  e:grant_rule(e.card)
end)
