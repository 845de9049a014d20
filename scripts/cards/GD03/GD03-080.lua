-- GD03-080 Gundam Kimaris Trooper (Trooper Mode)
-- 【When Linked】Choose 1 (Gjallarhorn) Command card from your trash. Add it to your hand.

card:when_linked{
  target = { "Choose 1 (Gjallarhorn) Command card from your trash",
             from = "trash", type = "command", trait = "Gjallarhorn" },
  hand_it = true, -- Add it to your hand.
}
