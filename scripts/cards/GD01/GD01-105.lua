-- GD01-105 Citizens, Take a Stand!
-- 【Burst】Add this card to your hand.
-- 【Main】All your Units get AP+2 during this turn.

card:burst(function(e)
  e:to_hand(e.card)
end)

card:main(function(e)
  -- the Units in play as it resolves; a Unit deployed later does not get it
  for _, unit in ipairs(e:units{ side = "your" }) do
    e:modify(unit, { ap = 2 }, "turn")
  end
end)
