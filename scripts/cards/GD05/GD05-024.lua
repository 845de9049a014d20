-- GD05-024 Gundam AGE-2 Normal (SP Ver.)
-- 【Destroyed】Choose 1 green (Earth Federation) Pilot card from your trash. Add it to your hand.
-- If you do, discard 1.

-- The Pilot paired with this Unit went to the trash with it (3-3-6): it may be chosen.
card:destroyed{
  target = { "Choose 1 green (Earth Federation) Pilot card from your trash", from = "trash",
             type = "pilot", color = "Green", trait = "Earth Federation" },
  run = function(e, pilot)
    e:to_hand(pilot)
    -- If you do (5-20-1: a card chosen from the trash always reaches the hand), discard 1.
    e:discard(1)
  end,
}
