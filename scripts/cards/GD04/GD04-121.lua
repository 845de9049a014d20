-- GD04-121 Reineforce Jr.
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, during your turn, if a friendly (League
-- Militaire) Unit is in play, deploy 1 [Parts]((League Militaire)･AP1･HP1･This Unit can't choose
-- the enemy player as its attack target) Unit token.

card:burst(function(e)
  e:deploy(e.card)
end)

-- (made once, when the script loads: its compiled form is kept)
local FRIENDLY_LEAGUE_MILITAIRE = { side = "friendly", trait = "League Militaire" }

card:deploy(function(e)
  e:shield_to_hand()
  -- Then (5-20-2), during your turn, with a friendly (League Militaire) Unit in play:
  if e:my_turn() and e:count("battle", FRIENDLY_LEAGUE_MILITAIRE) > 0 then
    e:deploy_token("T-021") -- Parts
  end
end)
