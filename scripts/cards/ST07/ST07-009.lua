-- ST07-009 Setsuna F. Seiei
-- 【Burst】Add this card to your hand.
-- 【Attack】This Unit gets AP+1 during this turn. If there are 7 or more (CB) cards in your trash,
-- all your (CB) Units get AP+1 instead.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- The Pilot's text is its Unit's (3-3-9-2): when the Unit Setsuna is paired with attacks.
card:attack(function(e)
  if e:count("trash", { trait = "CB" }) >= 7 then
    -- instead: the (CB) Units in play now (Q105), this one among them if it is (CB)
    for _, unit in ipairs(e:units{ side = "your", trait = "CB" }) do e:modify(unit, { ap = 1 }, "turn") end
  else
    e:modify(e.unit, { ap = 1 }, "turn")
  end
end)
