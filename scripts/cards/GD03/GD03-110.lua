-- GD03-110 Eliminate Target
-- 【Main】/【Action】Choose 1 Pilot paired with an enemy Unit that is Lv.5 or lower. Destroy it.
-- (the Lv. is the Unit's: docs/rulings/GD03.md; the Pilot alone goes to the trash, its Unit
-- stays, unpaired)

card:main_action(function(e)
  local pilots = {}
  for _, u in ipairs(e:units{ side = "enemy", paired = true, max_level = 5 }) do
    pilots[#pilots + 1] = e:pilot(u)
  end
  local p = e:choose_one("Choose 1 Pilot paired with an enemy Unit that is Lv.5 or lower", pilots)
  if p then e:destroy(p) end
end)
