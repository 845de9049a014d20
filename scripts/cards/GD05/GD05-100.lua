-- GD05-100 Quatre Raberba Winner
-- 【Burst】Add this card to your hand.
-- 【When Paired】Choose 1 enemy Unit that is Lv.5 or lower. Rest it.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_paired{
  target = { "Choose 1 enemy Unit that is Lv.5 or lower", side = "enemy", max_level = 5 },
  run = function(e, target) e:rest(target) end,
}
