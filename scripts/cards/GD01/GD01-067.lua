-- GD01-067 Gundam Aerial Rebuild
-- 【When Paired】Choose 1 Command card that is Lv.5 or lower from your trash. Add it to your hand.

card:when_paired(function(e)
  local target = e:choose_one("Choose 1 Command card that is Lv.5 or lower from your trash",
                              e:cards("trash", { type = "command", max_level = 5 }))
  if target then e:to_hand(target) end
end)
