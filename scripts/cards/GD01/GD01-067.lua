-- GD01-067 Gundam Aerial Rebuild
-- 【When Paired】Choose 1 Command card that is Lv.5 or lower from your trash. Add it to your hand.

card:when_paired{
  target = { "Choose 1 Command card that is Lv.5 or lower from your trash", from = "trash",
             type = "command", max_level = 5 },
  hand_it = true, -- Add it to your hand.
}
