-- hostile (neighbour): state kept by rewriting a global of the script's own
-- (an existing one, which no __newindex used to see) and through _ENV itself.
count = 0
card:deploy(function(e)
  pcall(function() count = count + 1 end)
  pcall(function() rawset(_ENV, "count", 5) end)
  e:draw(count + 1)
end)
