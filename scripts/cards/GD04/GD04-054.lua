-- GD04-054 Gundam Virtue (Trans-Am)
-- When this Unit deals battle damage to an enemy Unit, destroy that enemy Unit.

card:on("damaged", function(e) e:destroy(e.event_card) end, {
  source = "self", battle = true, card = { side = "enemy", type = "unit" },
})
