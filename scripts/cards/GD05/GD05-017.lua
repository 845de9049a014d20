-- GD05-017 Nu Gundam
-- <Breach 5> (During your turn, when this Unit destroys an enemy Unit with battle damage, deal the
-- specified amount of damage to the first card in that opponent's shield area.)
-- 【When Paired】You may choose 3 (Londo Bell) cards from your trash. Exile them from the game. If you
-- do, choose 1 enemy Unit. Begin a battle between this Unit and it and only perform the damage step.

card:when_paired(function(e)
  local cards = e:cards("trash", { trait = "Londo Bell" })
  if #cards < 3 then return end
  local chosen = e:choose("You may choose 3 (Londo Bell) cards from your trash", cards, { min = 0, max = 3 })
  if #chosen < 3 then return end
  for _, c in ipairs(chosen) do e:remove(c) end
  local target = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
  if target then e:begin_battle(e.unit, target) end
end)
