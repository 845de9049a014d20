-- then_if ("Then, if ...") with no declared action before it: the script does not load.
card:deploy{ then_if = { turn = "your" }, run = function(e) e:draw(1) end }
