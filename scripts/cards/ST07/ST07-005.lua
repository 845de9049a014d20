-- ST07-005 Gundam Dynames
-- During your turn, when this Unit destroys an enemy Unit with battle damage, this Unit recovers 2
-- HP.
-- 【During Link】This Unit gets AP+2.

card:on("battle_destroyed", function(e)
  e:recover(e.unit, 2) -- nothing if it was destroyed in the same battle (4-1-5)
end, {
  -- e.event_card: the Unit whose battle damage destroyed; e.event_card2: the Unit destroyed
  filter = function(e)
    return e.event_card == e.unit and e:my_turn() and e:matches(e.event_card2, { side = "enemy" })
  end,
})

card:during_link{ ap = 2 }
