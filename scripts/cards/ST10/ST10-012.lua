-- ST10-012 Mark Guilder
-- 【Burst】Add this card to your hand.
-- 【When Paired】Choose 1 enemy Unit that is Lv.5 or lower. It gets AP-2 during this turn.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_paired{
  target = { "Choose 1 enemy Unit that is Lv.5 or lower", side = "enemy", max_level = 5 },
  gets = { ap = -2 }, -- It gets AP-2 during this turn.
}
