-- GD03-064 Defurse
-- 【Deploy】You may choose 1 (X-Rounder) card from your trash and add it to your hand. If you do,
-- discard 1.

card:deploy(function(e)
  local chosen = e:choose_one("You may choose 1 (X-Rounder) card from your trash to add to your hand",
                              e:cards("trash", { trait = "X-Rounder" }), true)
  if not chosen then return end
  e:to_hand(chosen)
  -- If you do:
  e:discard(1)
end)
