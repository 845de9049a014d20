-- hostile (issue 17, hangs): a finalizer put on the shared Card class, which
-- every card loaded later would carry (Lua runs __gc with its hooks off).  The
-- class is out of reach: getmetatable(card) is a name, so the script does not load.
getmetatable(card).__gc = function() while true do end end
card:deploy(function(e) e:draw(1) end)
