-- EB01-073 Character Requests
-- 【Burst】Draw 1.
-- 【Main】If there are 6 or more rested Units in play, draw 2.

card:burst{ draw = 1 } -- Draw 1.

-- The "If" is no target (10-1-8-1-1): the Command can be played while it does not hold, and then
-- does nothing.  Every player's rested Units count.
card:main(function(e)
  if #e:units{ side = "any", rested = true } >= 6 then e:draw(2) end
end)
