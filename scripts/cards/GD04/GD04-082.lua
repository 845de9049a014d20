-- GD04-082 Rosamia Badam
-- 【Burst】Add this card to your hand.
-- 【When Linked】Choose 1 rested Unit. Deal 1 damage to it.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:when_linked{
  target = { "Choose 1 rested Unit", side = "any", rested = true }, -- any player's, yours too
  run = function(e, target) e:damage(target, 1) end,
}
