-- ST02-003 Gundam Heavyarms
-- 【During Pair】During your turn, when this Unit destroys an enemy Unit with battle damage,
-- deal 1 damage to all enemy Units that are Lv.3 or lower.

card:on("battle_destroyed", function(e)
  e:damage_all(e:units{ side = "enemy", max_level = 3 }, 1)
end, {
  during = "pair",
  condition = { turn = "your" },
  filter = function(e)
    return e.event_card == e.unit and e:matches(e.event_card2, { side = "enemy" })
  end,
})
