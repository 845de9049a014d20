-- EB01-070 Daryl Lorenz
-- 【Burst】Add this card to your hand.
-- 【During Link】【Activate･Action】【Once per Turn】①：If it is your opponent's turn, choose 1 Unit. It
-- gets AP+1 during this battle.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- "If it is your opponent's turn" gates the activation (10-3-1-1).  Ruling: in the end phase's
-- action step there is no battle: "during this battle" gives nothing (as GD02-105).
card:activate_action{
  during = "link",
  once_per_turn = true,
  cost = 1,
  condition = { turn = "enemy" },
  target = { "Choose 1 Unit", side = "any" },
  run = function(e, target)
    if not e:my_turn() and e:battle() then e:modify(target, { ap = 1 }, "battle") end
  end,
}
