-- GD02-117 A New Sign
-- 【Burst】Choose 1 (AEUG) Base card from your trash. Add it to your hand.
-- 【Main】Draw 3. Then, discard 2.

card:burst{
  target = { "Choose 1 (AEUG) Base card from your trash", from = "trash", type = "base", trait = "AEUG" },
  hand_it = true, -- Add it to your hand.
}

card:main(function(e)
  e:draw(3)
  e:discard(2)
end)
