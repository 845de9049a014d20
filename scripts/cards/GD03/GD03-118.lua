-- GD03-118 Awakened Potential
-- 【Burst】Add this card to your hand.
-- 【Action】Choose 1 rested enemy Unit that is Lv.4 or lower. Return it to its owner's hand. Then, if
-- there are 2 or more cards with "Awakened Potential" in their card name in your trash, you may
-- choose 1 friendly Unit. It gains <Blocker> during this turn.
-- (Rest this Unit to change the attack target to it.)

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:action{
  target = { "Choose 1 rested enemy Unit that is Lv.4 or lower", side = "enemy", rested = true, max_level = 4 },
  hand_it = true, -- Return it to its owner's hand.
  -- Then, if there are 2 or more cards with "Awakened Potential" in their card name in your
  -- trash (this card, resolving, is not in the trash yet), you may choose 1 friendly Unit.
  then_if = { count = "trash", name = "Awakened Potential", min = 2 },
  then_target = { "You may choose 1 friendly Unit to gain <Blocker>", side = "friendly", min = 0, max = 1 },
  then_gains = "blocker", -- It gains <Blocker> during this turn.
}
