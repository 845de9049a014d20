-- ST02-011 Zechs Merquise
-- 【Burst】Add this card to your hand.
-- 【During Link】During your turn, when this Unit destroys an enemy Unit with battle damage, draw 1.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:on("battle_destroyed", function(e)
  e:draw(1)
end, {
  during = "link",
  condition = { turn = "your" },
  filter = function(e)
    return e.event_card == e.unit and e:matches(e.event_card2, { side = "enemy" })
  end,
})
