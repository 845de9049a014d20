-- GD05-093 Char Aznable
-- 【Burst】Add this card to your hand.
-- 【When Linked】You may choose 1 (Neo Zeon) Base card from your trash. Deploy it.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_linked(function(e)
  local base = e:choose_one("You may choose 1 (Neo Zeon) Base card from your trash. Deploy it",
                            e:cards("trash", { type = "base", trait = "Neo Zeon" }), true)
  if base then e:deploy(base) end
end)
