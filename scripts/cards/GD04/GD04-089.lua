-- GD04-089 Nena Trinity
-- 【Burst】Add this card to your hand.
-- 【Activate･Main】<Support 2> (Rest this Unit. 1 other friendly Unit gets AP+(specified amount)
-- during this turn.)

card:burst(function(e)
  e:to_hand(e.card)
end)

-- The Unit this Pilot is paired with has <Support 2> (3-3-9-2); the core runs <Support> (13-1-3).
card:constant{
  keywords = { support = 2 },
}
