-- GD01-073 Sword Strike Gundam
-- 【During Link】【Attack】Choose 1 enemy Unit with 2 or less HP. Return it to its owner's hand.

card:attack{
  during = "link",
  target = { "Choose 1 enemy Unit with 2 or less HP", side = "enemy", max_hp = 2 },
  hand_it = true, -- Return it to its owner's hand.
}
