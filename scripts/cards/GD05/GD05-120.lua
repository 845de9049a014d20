-- GD05-120 Shining Finger
-- 【Burst】Add this card to your hand.
-- 【Main】/【Action】Choose 1 enemy Unit with 4 or less HP. Rest it. Then, you may choose 1 of your
-- Units with "Shining Gundam" in its card name. It gets <First Strike> during this turn.
-- (While this Unit is attacking, it deals damage before the enemy Unit.)

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:main_action{
  target = { "Choose 1 enemy Unit with 4 or less HP", side = "enemy", max_hp = 4 },
  rest_it = true, -- Rest it.
  -- Then (5-20-2), you may choose 1 of your Units with "Shining Gundam" in its card name.
  then_target = { "You may choose 1 of your Units with \"Shining Gundam\" in its card name",
                  side = "your", name = "Shining Gundam", min = 0, max = 1 },
  then_gains = "first strike", -- It gets <First Strike> during this turn.
}
