-- GD02-103 AGE Device
-- 【Burst】Choose 1 (Asuno Family) Pilot card from your trash. Add it to your hand.
-- 【Main】If you have an (AGE System) Unit in play, place 1 EX Resource.

card:burst{
  target = { "Choose 1 (Asuno Family) Pilot card from your trash",
             from = "trash", type = "pilot", trait = "Asuno Family" },
  hand_it = true, -- Add it to your hand.
}

card:main(function(e)
  if #e:units{ side = "your", trait = "AGE System" } > 0 then e:place_resource{ ex = true } end
end)
