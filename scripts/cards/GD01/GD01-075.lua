-- GD01-075 Darilbalde
-- 【Deploy】Choose 1 enemy Unit with 1 HP. Return it to its owner's hand.

card:deploy{
  target = { "Choose 1 enemy Unit with 1 HP", side = "enemy", hp = 1 },
  hand_it = true, -- Return it to its owner's hand.
}
