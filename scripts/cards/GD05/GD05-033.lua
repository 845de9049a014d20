-- GD05-033 Master Gundam
-- 【Attack】You may choose 2 (Special Move) Command cards from your trash. Exile them from the game.
-- If you do, deal 5 damage to the first card in your opponent's shield area.

card:attack(function(e)
  local moves = e:cards("trash", { type = "command", trait = "Special Move" })
  if #moves < 2 then return end
  local chosen = e:choose("You may choose 2 (Special Move) Command cards from your trash to exile",
                          moves, { min = 0, max = 2 })
  if #chosen < 2 then return end
  for _, m in ipairs(chosen) do e:remove(m) end
  -- "your opponent": the one its attack is against (e:battle's attacked player)
  local _, _, p = e:battle()
  if not p then p = e:choose_player("Choose 1 enemy player", e:opponents()) end
  if p then e:damage_shield_area(p, 5) end
end)
