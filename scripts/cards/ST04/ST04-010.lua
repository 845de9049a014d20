-- ST04-010 Kira Yamato
-- 【Burst】Add this card to your hand.
-- 【Attack】Choose 1 enemy Unit. It gets AP-2 during this battle.

card:burst(function(e)
  e:to_hand(e.card)
end)

card:attack{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  gets = { ap = -2, lasts = "battle" }, -- It gets AP-2 during this battle.
}
