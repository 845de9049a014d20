-- GD02-010 Raider Gundam
-- 【Once per Turn】When this Unit receives enemy effect damage, draw 1.

card:on("damaged", function(e) e:draw(1) end, {
  once_per_turn = true,
  card = "self", battle = false, source = { side = "enemy" },
})
