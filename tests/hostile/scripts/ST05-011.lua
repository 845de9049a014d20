-- A declared action and a function both: the script does not load.
card:deploy{ draw = 1, run = function(e) e:draw(2) end }
