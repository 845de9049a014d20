-- ST04-001 Aile Strike Gundam
-- <Blocker> (the core handles it)
-- 【When Paired･Lv.4 or Higher Pilot】Choose 1 enemy Unit with 4 or less HP. Return it to its
-- owner's hand.

card:when_paired{
  pilot = { min_level = 4 },
  target = { "Choose 1 enemy Unit with 4 or less HP", side = "enemy", max_hp = 4 },
  hand_it = true, -- Return it to its owner's hand.
}
