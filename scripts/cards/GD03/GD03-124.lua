-- GD03-124 Ribo Colony
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Once per Turn】When you pair a Pilot that is Lv.3 or lower with one of your Units, choose 1 enemy
-- Unit with 3 or less HP. Rest it.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:on("paired", {
  target = { "Choose 1 enemy Unit with 3 or less HP", side = "enemy", max_hp = 3 },
  once_per_turn = true,
  -- e.event_card: the Pilot (a Command paired as a Pilot too), Lv.3 or lower; e.event_card2:
  -- the Unit, one of yours
  card = { max_level = 3 },
  card2 = { side = "your" },
  rest_it = true, -- Rest it.
})
