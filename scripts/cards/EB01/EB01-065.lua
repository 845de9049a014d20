-- EB01-065 Meir Siva
-- 【Burst】Add this card to your hand.
-- 【When Linked】Choose 1 friendly (G Generation) Unit. It gains <Breach 1> during this turn.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_linked{
  target = { "Choose 1 friendly (G Generation) Unit", side = "friendly", trait = "G Generation" },
  gains = { "breach", 1 }, -- It gains <Breach 1> during this turn.
}
