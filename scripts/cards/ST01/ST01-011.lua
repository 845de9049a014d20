-- ST01-011 Suletta Mercury
-- 【Burst】Add this card to your hand.
-- 【Attack】【Once per Turn】Choose 1 of your Resources. Set it as active.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:attack{
  once_per_turn = true,
  target = { "Choose 1 of your Resources", from = "resources" },
  run = function(e, resource) e:set_active(resource) end,
}
