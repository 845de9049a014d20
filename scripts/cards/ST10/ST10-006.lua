-- ST10-006 Phoenix Gundam (Power Unleashed) (EX)
-- 【During Pair】During your turn, when this Unit destroys an enemy Unit with battle damage, choose 1
-- enemy Unit with 3 or less HP. Return it to its owner's hand.

card:on("battle_destroyed", function(e, target)
  e:to_hand(target)
end, {
  during = "pair",
  -- e.event_card: the Unit whose battle damage destroyed; e.event_card2: the Unit destroyed
  filter = function(e)
    return e.event_card == e.unit and e:my_turn() and e:matches(e.event_card2, { side = "enemy" })
  end,
  target = { "Choose 1 enemy Unit with 3 or less HP", side = "enemy", max_hp = 3 },
})
