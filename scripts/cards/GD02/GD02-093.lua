-- GD02-093 Olba Frost
-- 【Burst】Add this card to your hand.
-- During your turn, when this Unit destroys an enemy Unit paired with a (Newtype) Pilot with
-- battle damage, draw 1.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:on("battle_destroyed", function(e)
  e:draw(1)
end, {
  condition = { turn = "your" },
  -- e.event_card: the Unit whose battle damage destroyed (this Unit); e.event_card2: the Unit
  -- destroyed, an enemy one (still in play, with its Pilot, when the event is seen)
  card = "self",
  card2 = { side = "enemy" },
  filter = function(e)
    local pilot = e:pilot(e.event_card2)
    return pilot ~= nil and e:has_trait(pilot, "Newtype")
  end,
})
