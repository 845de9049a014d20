-- hostile (issue 18, strict API): an event no card:on knows.
card:on("destroy", function(e) e:draw(1) end)
