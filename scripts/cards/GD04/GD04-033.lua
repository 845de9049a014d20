-- GD04-033 Neo Zeong
-- When this Unit or one of your (Neo Zeon) Units is deployed, choose 1 enemy Unit. Deal 3 damage to
-- it.
-- 【During Link】All your Units gain (Neo Zeon).

card:on("deployed", {
  card = { side = "your", type = "unit", trait = "Neo Zeon" },   -- (Neo Zeong is one)
  target = { "Choose 1 enemy Unit", side = "enemy" },
  damage_it = 3, -- Deal 3 damage to it.
})

card:during_link{ applies = { side = "your" }, traits = { "Neo Zeon" } }
