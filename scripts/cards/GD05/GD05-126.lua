-- GD05-126 Quiet Zero
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】【Once per Turn】②：If you have a Unit with "Gundam Aerial" in its card name that is
-- Lv.5 or higher in play, deploy 1 [Gundnode]((Quiet Zero)･AP2･HP2･<Breach 1>) Unit token.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:activate_main{
  cost = 2,
  once_per_turn = true,
  condition = { count = "battle", type = "unit", name = "Gundam Aerial", min_level = 5 }, -- 10-2-1
  run = function(e) e:deploy_token("T-026") end,
}
