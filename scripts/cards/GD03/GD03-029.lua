-- GD03-029 Gundam Heavyarms Custom
-- During your turn, when this Unit destroys an enemy Unit with battle damage, deal 2 damage to all
-- enemy Units with <Blocker>.

card:on("battle_destroyed", function(e)
  e:damage_all(e:units{ side = "enemy", keyword = "blocker" }, 2)
end, {
  -- e.event_card: the Unit whose battle damage destroyed; e.event_card2: the Unit destroyed
  filter = function(e)
    return e.event_card == e.unit and e:my_turn() and e:matches(e.event_card2, { side = "enemy" })
  end,
})
