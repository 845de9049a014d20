-- GD01-130 13th Tactical Testing Sector
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】Rest this Base：If a friendly (Academy) Unit is in play, choose 1 enemy Unit.
-- It gets AP-1 during this turn.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:activate_main{
  rest_self = true,
  -- 10-3-1-1: without it (or without an enemy Unit) the effect cannot be activated
  condition = { count = "battle", side = "friendly", trait = "Academy" },
  target = { "Choose 1 enemy Unit", side = "enemy" },
  gets = { ap = -1 }, -- It gets AP-1 during this turn.
}
