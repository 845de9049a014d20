-- GD02-099 Gaelio Bauduin
-- 【Burst】Add this card to your hand.
-- 【When Paired】If there are 4 or more (Gjallarhorn) cards in your trash, choose 1 enemy Unit. It
-- gets AP-2 during this turn.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_paired{
  condition = { count = "trash", trait = "Gjallarhorn", min = 4 }, -- 10-2-1
  target = { "Choose 1 enemy Unit", side = "enemy" },
  gets = { ap = -2 }, -- It gets AP-2 during this turn.
}
