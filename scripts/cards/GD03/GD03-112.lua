-- GD03-112 Warped Intent
-- 【Burst】Add this card to your hand.
-- 【Main】/【Action】During this turn, all Units paired with a Pilot get AP+2.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:main_action(function(e)
  -- every Unit paired with a Pilot as it resolves, the enemy's too; a Unit paired later does not
  -- get it (Q105)
  for _, unit in ipairs(e:units{ side = "any", paired = true }) do
    e:modify(unit, { ap = 2 }, "turn")
  end
end)
