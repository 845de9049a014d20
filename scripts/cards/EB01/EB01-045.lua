-- EB01-045 Psycho Zaku (EX)
-- <Suppression> (the core handles it)
-- 【When Paired】Choose 1 enemy Unit with <Repair>. Return it to its owner's hand.

card:when_paired{
  target = { "Choose 1 enemy Unit with <Repair>", side = "enemy", keyword = "repair" },
  hand_it = true, -- Return it to its owner's hand.
}
