-- GD04-081 Üso Ewin
-- 【Burst】Add this card to your hand.
-- 【When Paired】If this is a (League Militaire) Unit, deploy 1 [Parts]((League Militaire)･AP1･HP1･
-- This Unit can't choose the enemy player as its attack target) Unit token.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- "this" is the Unit this Pilot is paired with (3-3-9-2): self
card:when_paired{
  condition = { self = { trait = "League Militaire" } },
  deploy_token = "T-021", -- Parts
}
