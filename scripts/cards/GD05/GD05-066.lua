-- GD05-066 Shining Gundam
-- 【Deploy】You may choose 2 (MF) Unit cards from your trash. Exile them from the game. If you do,
-- choose 1 (Special Move) Command card from your trash. Add it to your hand.
-- 【Attack】【Once per Turn】Choose 1 of your rested Resources. Set it as active.

card:deploy(function(e)
  local mf = e:cards("trash", { type = "unit", trait = "MF" })
  if #mf < 2 then return end -- 2 can't be chosen (10-2-2)
  if not e:may("Exile 2 (MF) Unit cards from your trash?") then return end
  local chosen = e:choose("Choose 2 (MF) Unit cards from your trash. Exile them", mf, { min = 2, max = 2 })
  for _, c in ipairs(chosen) do e:remove(c) end
  -- If you do (5-20-1), choose 1 (Special Move) Command card from your trash.
  local move = e:choose_one("Choose 1 (Special Move) Command card from your trash",
                            e:cards("trash", { type = "command", trait = "Special Move" }))
  if move then e:to_hand(move) end
end)

card:attack{
  once_per_turn = true,
  target = { "Choose 1 of your rested Resources", from = "resources", rested = true },
  run = function(e, resource) e:set_active(resource) end,
}
