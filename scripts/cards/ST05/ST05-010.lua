-- ST05-010 Mikazuki Augus
-- 【Burst】Add this card to your hand.
-- 【When Paired】Choose 1 of your Units and 1 enemy Unit. Deal 1 damage to them.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- Both are chosen first (the Pilot's text is its Unit's, 3-3-9-2: that Unit may be
-- yours), then dealt 1 damage at once; with only one of them to choose, that one alone
-- (any = true: 1-3-2, 10-1-3, as much as possible).  With neither, the effect has nothing
-- to do and is not activated (10-2-2, Q100).  Ruling: docs/rulings/ST05.md.
card:when_paired{
  target = { { "Choose 1 of your Units", side = "your" }, { "Choose 1 enemy Unit", side = "enemy" },
             any = true },
  damage_it = 1, -- Deal 1 damage to them (at once).
}
