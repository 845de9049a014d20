-- GD03-123 Jupitris
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, if a friendly (Jupitris) Unit is in play,
-- choose 1 enemy Unit that is Lv.3 or lower. Rest it.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{
  shield_to_hand = true,
  -- Then, if a friendly (Jupitris) Unit is in play,
  then_if = { count = "battle", side = "friendly", trait = "Jupitris", min = 1 },
  target = { "Choose 1 enemy Unit that is Lv.3 or lower", side = "enemy", max_level = 3 },
  rest_it = true, -- Rest it.
}
