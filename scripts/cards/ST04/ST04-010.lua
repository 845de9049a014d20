-- ST04-010 Kira Yamato
-- 【Burst】Add this card to your hand.
-- 【Attack】Choose 1 enemy Unit. It gets AP-2 during this battle.

card:burst(function(e)
  e:to_hand(e.card)
end)

card:attack{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:modify(target, { ap = -2 }, "battle") end,
}
