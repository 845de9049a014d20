-- hostile: catching the engine's own stops with xpcall and a message handler that
-- acts and returns something else: a choice that must be asked, and an endless
-- loop.  (A script's own errors still reach its handler.)
card:deploy(function(e)
  local ok, msg = xpcall(function() error("mine") end, function(m) return "handled: " .. m end)
  if ok or not msg:find("handled: ", 1, true) then error("xpcall lost the script's own error") end
  xpcall(function()
    e:choose_one("Choose a card", e:cards("deck"))   -- a question: the engine stops here
  end, function(err) e:draw(5) return "swallowed" end)
  e:draw(2)                                          -- not before the answer
end)
card:attack(function(e)
  while true do
    xpcall(function() while true do end end, function(err) return "swallowed" end)
  end
end)
