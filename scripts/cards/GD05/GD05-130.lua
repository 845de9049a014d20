-- GD05-130 Presidential Office
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Destroyed】You may exile this card in your trash from the game. If you do, you may deploy 1 Base
-- card with "Presidential Office" in its card name from your hand.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:destroyed(function(e)
  if e:location(e.card) ~= "trash" then return end -- no longer in the trash: it can't be exiled
  if not e:may("Exile this card in your trash from the game?") then return end
  e:remove(e.card)
  -- If you do (5-20-1), you may deploy 1 Base card with "Presidential Office" in its card name.
  local base = e:choose_one("You may deploy 1 Base card with \"Presidential Office\" in its card name from your hand",
                            e:cards("hand", { type = "base", name = "Presidential Office" }), true)
  if base then e:deploy(base) end
end)
