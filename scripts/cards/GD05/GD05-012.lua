-- GD05-012 Forbidden Gundam
-- 【When Linked】Choose 1 rested enemy Unit that is Lv.3 or lower. Return it to its owner's hand.

card:when_linked{
  target = { "Choose 1 rested enemy Unit that is Lv.3 or lower", side = "enemy", rested = true, max_level = 3 },
  hand_it = true, -- Return it to its owner's hand.
}
