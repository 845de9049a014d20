-- ST10-007 Gundam Barbatos 4th Form
-- 【When Linked･Development 2】You may exile the specified number of (G Generation) cards in your
-- trash from the game. If you do, activate the following effect:
-- ■Choose 1 Command card that is Lv.4 or lower from your trash. Add it to your hand.

card:when_linked{
  development = 2,
  target = { "Choose 1 Command card that is Lv.4 or lower from your trash", from = "trash",
             type = "command", max_level = 4 },
  hand_it = true, -- Add it to your hand.
}
