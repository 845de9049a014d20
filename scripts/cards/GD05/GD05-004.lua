-- GD05-004 Akatsuki (Oowashi)
-- While you have no Units that are Lv.6 or higher in play, this card in your hand gets Lv. -1 and
-- cost -1 for each of your (Orb) Units in play.
-- 【When Linked】Choose 1 enemy Unit that is Lv.4 or lower. Return it to its owner's hand.

local function per_orb_unit(e) return -#e:units{ side = "your", trait = "Orb" } end

card:constant{
  zone = "hand",
  condition = function(e) return #e:units{ side = "your", min_level = 6 } == 0 end,
  level = per_orb_unit,
  cost = per_orb_unit,
}

card:when_linked{
  target = { "Choose 1 enemy Unit that is Lv.4 or lower", side = "enemy", max_level = 4 },
  hand_it = true, -- Return it to its owner's hand.
}
