-- GD05-115 Newtype Labs Director
-- 【Burst】Draw 1.
-- 【Main】Choose 1 (Neo Zeon) Pilot card from your trash. Add it to your hand.

card:burst{ draw = 1 } -- Draw 1.

card:main{
  target = { "Choose 1 (Neo Zeon) Pilot card from your trash", from = "trash", type = "pilot", trait = "Neo Zeon" },
  hand_it = true, -- Add it to your hand.
}
