-- ST05-011 Akihiro Altland
-- 【Burst】Add this card to your hand.
-- 【During Link】During your turn, when this Unit destroys an enemy Unit with battle damage, choose
-- 1 (Tekkadan) Unit card that is Lv.2 or lower from your trash. Add it to your hand.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:on("battle_destroyed", function(e, target)
  e:to_hand(target)
end, {
  during = "link",
  -- e.event_card: the Unit whose battle damage destroyed; e.event_card2: the Unit destroyed
  filter = function(e)
    return e.event_card == e.unit and e:my_turn() and e:matches(e.event_card2, { side = "enemy" })
  end,
  target = { "Choose 1 (Tekkadan) Unit card that is Lv.2 or lower from your trash",
             from = "trash", type = "unit", trait = "Tekkadan", max_level = 2 },
})
