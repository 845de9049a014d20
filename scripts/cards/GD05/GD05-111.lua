-- GD05-111 Airframe Seizure
-- 【Main】Discard 1. If you do, draw 2.

-- Discarding is no target: with an empty hand the card can be played and does nothing (5-20-1).
card:main(function(e)
  local before = e:count("hand")
  e:discard(1)
  if e:count("hand") < before then e:draw(2) end
end)
