-- GD01-105 Citizens, Take a Stand!
-- 【Burst】Add this card to your hand.
-- 【Main】All your Units get AP+2 during this turn.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:main(function(e)
  -- the Units in play as it resolves; a Unit deployed later does not get it
  for _, unit in ipairs(e:units{ side = "your" }) do
    e:modify(unit, { ap = 2 }, "turn")
  end
end)
