-- GD05-050 Gundam Exia Repair
-- When this Unit deals battle damage to an enemy Unit that is Lv.4 or lower that has no paired
-- Pilot, destroy that enemy Unit.
-- 【Destroyed】Place the top 2 cards of your deck into your trash.

card:on("damaged", function(e) e:destroy(e.event_card) end, {
  source = "self", battle = true,
  card = { side = "enemy", type = "unit", max_level = 4, paired = false },
})

card:destroyed{ deck_to_trash = 2 } -- Place the top 2 cards of your deck into your trash.
