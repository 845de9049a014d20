-- GD02-002 Gundam Epyon
-- 【During Link】【Once per Turn】During your turn, when one of your Units destroys an enemy Unit
-- with battle damage, set this Unit as active.

card:on("battle_destroyed", function(e)
  e:set_active(e.unit)
end, {
  during = "link", once_per_turn = true,
  condition = { turn = "your" },
  -- e.event_card: the Unit whose battle damage destroyed; e.event_card2: the Unit destroyed
  filter = function(e)
    return e:matches(e.event_card, { side = "your" }) and e:matches(e.event_card2, { side = "enemy" })
  end,
})
