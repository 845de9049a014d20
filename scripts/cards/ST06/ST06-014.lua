-- ST06-014 Clan Battle
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】Rest this Base：If a friendly (Clan) Link Unit is in play, choose 1 friendly Unit.
-- It gets AP+2 during this turn.

local CLAN_LINK_UNIT = { count = "battle", side = "friendly", trait = "Clan", linked = true, min = 1 }

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:activate_main{
  rest_self = true,
  condition = CLAN_LINK_UNIT, -- 10-3-1-1: without it the effect cannot be activated
  target = { "Choose 1 friendly Unit", side = "friendly" },
  gets = { ap = 2 }, -- It gets AP+2 during this turn.
}
