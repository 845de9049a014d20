-- ST01-011 Suletta Mercury
-- 【Burst】Add this card to your hand.
-- 【Attack】【Once per Turn】Choose 1 of your Resources. Set it as active.

card:burst(function(e)
  e:to_hand(e.card)
end)

card:attack{
  once_per_turn = true,
  target = { "Choose 1 of your Resources", from = "resources" },
  run = function(e, resource) e:set_active(resource) end,
}
