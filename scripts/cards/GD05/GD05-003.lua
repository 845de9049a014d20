-- GD05-003 Waldfeld's Murasame
-- 【Destroyed】If you have an (Orb) Pilot in play, draw 1.

-- "an (Orb) Pilot in play": a Pilot paired with one of your Units (a Command with 【Pilot】
-- paired as a Pilot counts: it is a Pilot there, 3-4-6).
-- Ruling: the condition is read when the effect activates, from the trash (13-2-8-2): this
-- Unit's own Pilot has gone to the trash with it (3-3-6) and does not count.
card:destroyed(function(e)
  local orb_pilot = #e:units{ side = "your", paired = true,
                              where = function(e, u) return e:has_trait(e:pilot(u), "Orb") end } > 0
  if orb_pilot then e:draw(1) end
end)
