-- GD04-070 Al-Saachez's AEU Enact Custom Moralia Development Experiment Type
-- 【Deploy】You may pair 1 Pilot card with "Ali al-Saachez" in its card name from your hand with
-- this Unit.

card:deploy(function(e)
  if e:location(e.unit) ~= "battle area" or e:pilot(e.unit) then return end -- 3-3-4
  local pilot = e:choose_one("You may pair 1 Pilot card with \"Ali al-Saachez\" in its card name "
                             .. "from your hand with this Unit",
                             e:cards("hand", { type = "pilot", name = "Ali al-Saachez" }), true)
  if pilot then e:pair(pilot, e.unit) end
end)
