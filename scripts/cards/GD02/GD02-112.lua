-- GD02-112 Momentary Respite
-- 【Burst】Draw 1.
-- 【Main】Choose 1 purple Pilot card from your trash. Add it to your hand.

card:burst{ draw = 1 } -- Draw 1.

card:main{
  target = { "Choose 1 purple Pilot card from your trash", from = "trash", type = "pilot", color = "Purple" },
  hand_it = true, -- Add it to your hand.
}
