-- GD03-077 Justice Gundam (METEOR)
-- 【When Linked】Choose 1 to 3 enemy Units with 3 or less HP. Return them to their owners' hands.

card:when_linked{
  target = { "Choose 1 to 3 enemy Units with 3 or less HP", side = "enemy", max_hp = 3, min = 1, max = 3 },
  hand_it = true, -- Return them to their owners' hands.
}
