-- GD02-056 Gundam X
-- 【During Pair･(Vulture) Pilot】【Destroyed】Choose 1 (Vulture) Unit card that is Lv.5 or higher
-- from your trash. Add it to your hand.

card:destroyed{
  during = "pair", pilot = { trait = "Vulture" },
  target = { "Choose 1 (Vulture) Unit card that is Lv.5 or higher from your trash",
             from = "trash", type = "unit", trait = "Vulture", min_level = 5 },
  hand_it = true, -- Add it to your hand.
}
