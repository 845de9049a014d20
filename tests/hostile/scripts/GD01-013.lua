-- hostile (issue 17, reach): replacing the shared Card class's methods, which
-- would change every card loaded later.  The class is out of reach: each try
-- fails, and this card's own 【Deploy】 (draw 1) is registered as usual.
local tries = {
  function() getmetatable(card).deploy = function() end end,
  function() rawset(getmetatable(card), "deploy", function() end) end,
  function() card.deploy = function() end end,
  function() setmetatable(card, {}) end,
}
for _, f in ipairs(tries) do assert(not pcall(f)) end
card:deploy(function(e) e:draw(1) end)
