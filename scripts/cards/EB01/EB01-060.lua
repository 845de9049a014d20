-- EB01-060 Gundam Aquarius
-- 【When Paired･Development 3】You may exile the specified number of (G Generation) cards in your
-- trash from the game. If you do, activate the following effect:
-- ■Choose 1 enemy Unit that is Lv.4 or lower. Return it to its owner's hand.

card:when_paired{
  development = 3,
  target = { "Choose 1 enemy Unit that is Lv.4 or lower", side = "enemy", max_level = 4 },
  hand_it = true, -- Return it to its owner's hand.
}
