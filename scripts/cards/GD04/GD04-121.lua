-- GD04-121 Reineforce Jr.
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, during your turn, if a friendly (League
-- Militaire) Unit is in play, deploy 1 [Parts]((League Militaire)･AP1･HP1･This Unit can't choose
-- the enemy player as its attack target) Unit token.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{
  shield_to_hand = true,
  -- Then (5-20-2), during your turn, if a friendly (League Militaire) Unit is in play,
  then_if = { count = "battle", side = "friendly", trait = "League Militaire", min = 1, turn = "your" },
  run = function(e) e:deploy_token("T-021") end, -- Parts
}
