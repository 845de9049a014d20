-- GD01-080 Cagalli's Skygrasper
-- 【Destroyed】Choose 1 enemy Unit that is Lv.2 or lower. Return it to its owner's hand.

card:destroyed{
  target = { "Choose 1 enemy Unit that is Lv.2 or lower", side = "enemy", max_level = 2 },
  hand_it = true, -- Return it to its owner's hand.
}
