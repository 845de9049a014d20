-- hostile: a Pilot qualification filter with a field no filter has; it is read
-- when a Pilot is paired, inside the engine: reported, never a crash
card:when_paired(function(e) e:draw(1) end, { pilot = { bogus = 1 } })
