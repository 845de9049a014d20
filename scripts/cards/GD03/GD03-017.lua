-- GD03-017 Kämpfer
-- 【Burst】Choose 1 (Cyclops Team) Pilot card from your trash. Add it to your hand.
-- 【When Paired･(Cyclops Team) Pilot】All your (Cyclops Team) Units may choose an active enemy Unit
-- with 5 or less AP as their attack target during this turn.

card:burst{
  target = { "Choose 1 (Cyclops Team) Pilot card from your trash",
             from = "trash", type = "pilot", trait = "Cyclops Team" },
  hand_it = true, -- Add it to your hand.
}

card:when_paired(function(e)
  -- the (Cyclops Team) Units in play now; one deployed later does not get it (Q105)
  for _, unit in ipairs(e:units{ side = "your", trait = "Cyclops Team" }) do
    e:grant_rule(unit, 3, "turn")
  end
end, { pilot = { trait = "Cyclops Team" } })

-- effect 3: the rule each of those Units gets for the turn (only through the grant above)
card:constant{
  condition = false,
  attack_active = function(e, attacker, target)
    return e:ap(target) <= 5
  end,
}
