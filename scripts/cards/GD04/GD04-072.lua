-- GD04-072 Unicorn Gundam 02 Banshee Norn (Unicorn Mode)
-- 【When Linked】Choose 1 enemy Unit with 3 or less HP. Return it to its owner's hand.

card:when_linked{
  target = { "Choose 1 enemy Unit with 3 or less HP", side = "enemy", max_hp = 3 },
  hand_it = true, -- Return it to its owner's hand.
}
