-- GD05-106 Mutual Attraction
-- 【Main】When playing this card, choose 1 of the following effects and activate it:
-- ■Place 1 rested Resource.
-- ■Choose 1 Pilot card that is Lv.5 or higher from your trash. Add it to your hand.

-- Ruling: the second effect can't be chosen without such a Pilot card in the trash (10-2-2); the
-- first needs no target, so the card can always be played.
card:main(function(e)
  local pilots = e:cards("trash", { type = "pilot", min_level = 5 })
  local mode = 1
  if #pilots > 0 then
    mode = e:choose_option("Choose 1 of the following effects",
                           { "Place 1 rested Resource",
                             "Add a Pilot card Lv.5 or higher from your trash to your hand" })
  end
  if mode == 1 then
    e:place_resource{ rested = true }
  else
    local pilot = e:choose_one("Choose 1 Pilot card that is Lv.5 or higher from your trash", pilots)
    if pilot then e:to_hand(pilot) end
  end
end)
