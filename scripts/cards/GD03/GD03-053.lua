-- GD03-053 Gundam Gusion Rebake Full City
-- <Blocker> (Rest this Unit to change the attack target to it.)
-- 【During Pair】【Once per Turn】During your turn, when one of your (Tekkadan)/(Teiwaz) Units
-- receives effect damage, choose 1 enemy Unit that is Lv.4 or lower. Rest it.

card:on("damaged", {
  during = "pair", once_per_turn = true,
  card = { side = "your", type = "unit", trait = { "Tekkadan", "Teiwaz" } }, battle = false,
  condition = { turn = "your" },
  target = { "Choose 1 enemy Unit that is Lv.4 or lower", side = "enemy", max_level = 4 },
  rest_it = true, -- Rest it.
})
