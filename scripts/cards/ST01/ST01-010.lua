-- ST01-010 Amuro Ray
-- 【Burst】Add this card to your hand.
-- 【When Paired】Choose 1 enemy Unit with 5 or less HP. Rest it.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_paired{
  target = { "Choose 1 enemy Unit with 5 or less HP", side = "enemy", max_hp = 5 },
  run = function(e, target) e:rest(target) end,
}
