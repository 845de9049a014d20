-- GD05-064 Force Impulse Gundam
-- 【Deploy】If you deploy this Unit from your trash, choose 1 Pilot card with "Shinn Asuka" in its
-- card name from your trash. Add it to your hand.

card:deploy{
  from = "trash",
  target = { "Choose 1 Pilot card with \"Shinn Asuka\" in its card name from your trash",
             from = "trash", type = "pilot", name = "Shinn Asuka" },
  hand_it = true, -- Add it to your hand.
}
