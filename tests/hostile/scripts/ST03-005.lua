-- hostile: keeping the effect context and using it in another call
local saved
card:deploy(function(e) saved = e end)
card:attack(function(e) saved:draw(3) end)
