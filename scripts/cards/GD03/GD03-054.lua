-- GD03-054 Zeydra
-- <High-Maneuver> (the core handles it)
-- (This Unit can't be blocked.)
-- 【When Paired･(X-Rounder) Pilot】You may choose 4 (Vagan) cards from your trash. Exile them from
-- the game. If you do, choose 1 enemy Unit that is Lv.4 or lower. Destroy it.

card:when_paired(function(e)
  -- "You may choose 4": all 4 or none; with fewer there is nothing to exile, and so nothing is
  -- destroyed (5-20-1)
  local vagan = e:cards("trash", { trait = "Vagan" })
  if #vagan < 4 or not e:may("Exile 4 (Vagan) cards from your trash?") then return end
  local exiled = e:choose("Choose 4 (Vagan) cards from your trash", vagan, { min = 4, max = 4 })
  for _, c in ipairs(exiled) do e:remove(c) end
  -- If you do:
  local target = e:choose_one("Choose 1 enemy Unit that is Lv.4 or lower", e:units{ side = "enemy", max_level = 4 })
  if target then e:destroy(target) end
end, { pilot = { trait = "X-Rounder" } })
