-- GD02-130 Sleipnir
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, if a friendly (Gjallarhorn) Unit is in play,
-- choose 1 enemy Unit. It gets AP-2 during this turn.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{
  shield_to_hand = true, -- Add 1 of your Shields to your hand.
  -- Then, if a friendly (Gjallarhorn) Unit is in play, choose 1 enemy Unit.
  then_if = { count = "battle", side = "friendly", trait = "Gjallarhorn" },
  target = { "Choose 1 enemy Unit", side = "enemy" },
  gets = { ap = -2 }, -- It gets AP-2 during this turn.
}
