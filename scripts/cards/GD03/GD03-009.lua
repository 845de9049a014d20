-- GD03-009 Palace Athene
-- 【Deploy】You may choose 2 (Titans) cards from your trash. Exile them from the game. If you do,
-- choose 1 enemy Unit that is Lv.4 or lower. Rest it.

card:deploy(function(e)
  -- "You may choose 2": both or none; with fewer than 2 there is nothing to exile, and so no
  -- rest (5-20-1)
  local titans = e:cards("trash", { trait = "Titans" })
  if #titans < 2 or not e:may("Exile 2 (Titans) cards from your trash?") then return end
  local exiled = e:choose("Choose 2 (Titans) cards from your trash", titans, { min = 2, max = 2 })
  for _, c in ipairs(exiled) do e:remove(c) end
  -- If you do:
  local target = e:choose_one("Choose 1 enemy Unit that is Lv.4 or lower",
                              e:units{ side = "enemy", max_level = 4 })
  if target then e:rest(target) end
end)
