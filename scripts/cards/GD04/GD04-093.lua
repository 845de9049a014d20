-- GD04-093 Rey Za Burrel
-- 【Burst】Add this card to your hand.
-- 【When Linked】Choose 1 of your (ZAFT) Link Units. During this turn, reduce the next damage it
-- receives by 2.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_linked{
  target = { "Choose 1 of your (ZAFT) Link Units", side = "your", trait = "ZAFT", linked = true },
  run = function(e, target) e:reduce_next_damage(target, 2) end,
}
