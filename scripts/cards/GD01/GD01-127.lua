-- GD01-127 Gamow
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Action】Rest this Base：Choose 1 friendly (ZAFT) Unit with 5 or more AP. It gains
-- <Breach 3> during this battle.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:activate_action{
  rest_self = true,
  target = { "Choose 1 friendly (ZAFT) Unit with 5 or more AP",
             side = "friendly", trait = "ZAFT", min_ap = 5 },
  gains = { "breach", 3, lasts = "battle" }, -- It gains <Breach 3> during this battle.
}
