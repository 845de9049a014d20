-- GD04-124 9th Tactical Testing Sector
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- When you place an EX Resource, choose 1 friendly (Academy) Unit. It gets AP+2 during this turn.

card:burst(function(e) e:deploy(e.card) end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:on("resource_placed", {
  card = { side = "your", token = true },   -- an EX Resource is a token
  target = { "Choose 1 friendly (Academy) Unit", side = "friendly", trait = "Academy" },
  gets = { ap = 2 }, -- It gets AP+2 during this turn.
})
