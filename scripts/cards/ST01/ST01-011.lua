-- ST01-011 Suletta Mercury
-- 【Burst】Add this card to your hand.
-- 【Attack】【Once per Turn】Choose 1 of your Resources. Set it as active.

card:burst(function(e)
  e:to_hand(e.card)
end)

card:attack(function(e)
  local resource = e:choose_one("Choose 1 of your Resources", e:cards("resources"))
  if resource then e:set_active(resource) end
end, { once_per_turn = true })
