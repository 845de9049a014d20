-- GD03-116 Towards Destiny: scenario tests of scripts/cards/GD03/GD03-116.lua.
-- 【Main】/【Action】Choose 1 friendly (Vagan) Unit and 1 enemy Unit. Deal 2 damage to them.
--
-- Props: GD03-065 Zedas M ((Vagan), HP3), ST01-005 GM; enemy GD01-027 Big Zam.

scenario("10-1-8-1", "GD03-116 Towards Destiny: 2 damage to a friendly (Vagan) Unit and an enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD03-116", as = "cmd"}},
                         battle = {{"GD03-065", as = "zedas"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "cmd"))
  eq(g:damage("zedas"), 2)
  eq(g:damage("bigzam"), 2)
  eq(g:damage("gm"), 0)
end)

scenario("10-1-8-1-1", "GD03-116 Towards Destiny: without a friendly (Vagan) Unit, or without an enemy Unit, it can't be played",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD03-116", as = "cmd"}}, battle = {"ST01-005"} },
                  p2 = { deck = 10, battle = {"GD01-027", "GD03-065"} } }
  g:expect_no_option("play " .. c(g, "cmd"))
  local g2 = game{ p1 = { deck = 10, resources = 3, hand = {{"GD03-116", as = "cmd"}}, battle = {"GD03-065"} },
                   p2 = { deck = 10 } }
  g2:expect_no_option("play " .. c(g2, "cmd"))
end)
