-- EB01-069 Beside Pain
-- 【Burst】Add this card to your hand.
-- 【Attack】Choose 1 friendly Unit with <Blocker>. It gets AP+2 during this turn.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:attack{
  target = { "Choose 1 friendly Unit with <Blocker>", side = "friendly", keyword = "blocker" },
  gets = { ap = 2 }, -- It gets AP+2 during this turn.
}
