-- ST04-010 Kira Yamato
-- 【Burst】Add this card to your hand.
-- 【Attack】Choose 1 enemy Unit. It gets AP-2 during this battle.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:attack{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  gets = { ap = -2, lasts = "battle" }, -- It gets AP-2 during this battle.
}
