-- GD03-086 Yazan Gable
-- 【Burst】Add this card to your hand.
-- 【Attack】Choose 1 of your (Titans) Units whose Lv. is equal to or lower than this Unit. It gets
-- AP+1 during this turn.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:attack{
  -- this Unit itself may be chosen, if it is (Titans)
  target = { "Choose 1 of your (Titans) Units whose Lv. is equal to or lower than this Unit",
             side = "your", trait = "Titans", max_level = "this" },
  gets = { ap = 1 }, -- It gets AP+1 during this turn.
}
