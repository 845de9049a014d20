-- ST10-013 Tactical Training
-- 【Burst】Add this card to your hand.
-- 【Main】/【Action】Choose 1 (G Generation) Unit that is Lv.5 or higher. It recovers 2 HP and gets
-- AP+2 during this turn.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- "1 (G Generation) Unit": any player's (as GD01-110's "Choose 1 Unit")
card:main_action{
  target = { "Choose 1 (G Generation) Unit that is Lv.5 or higher", side = "any", trait = "G Generation",
             min_level = 5 },
  run = function(e, target)
    e:recover(target, 2) -- an undamaged Unit recovers nothing (5-6-3) and still gets the AP+2
    e:modify(target, { ap = 2 }, "turn")
  end,
}
