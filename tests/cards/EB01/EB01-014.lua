-- EB01-014 Gouf Vijayanta: during your opponent's turn, no effect damage from enemy Units of Lv.5
-- or lower.
-- Props: GD01-052 (Lv.4 Unit: 【Deploy】 1 damage to an enemy Unit), ST03-013 (Command: 2 damage),
-- EB01-015 Kehaar (Lv.3: 【Destroyed】 1 damage to a rested enemy Unit), GD05-031 (AP4, no text).

scenario({"10-1-5-1", "5-5-4"}, "EB01-014 Gouf Vijayanta: an enemy Lv.4 Unit's effect damage in the opponent's turn: none", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"EB01-014", as = "gouf"}} },
                  p2 = { deck = 10, resources = 4, hand = {{"GD01-052", as = "gd052"}} } }
  g:choose("play " .. c(g, "gd052"))
  if g:decision().kind == "choose" then g:choose(c(g, "gouf")) end
  eq(g:damage("gouf"), 0)
end)

scenario("5-5-4", "EB01-014 Gouf Vijayanta: an enemy Command's damage still reaches it", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"EB01-014", as = "gouf"}} },
                  p2 = { deck = 10, resources = 4, hand = {{"ST03-013", as = "cmd"}} } }
  g:choose("play " .. c(g, "cmd"))
  if g:decision().kind == "choose" then g:choose(c(g, "gouf")) end
  eq(g:damage("gouf"), 2)
end)

scenario("10-1-5-3", "EB01-014 Gouf Vijayanta: in your own turn an enemy Unit's effect damage reaches it", function()
  local g = game{ p1 = { deck = 10, battle = {{"EB01-014", rested = true, as = "gouf"}, {"GD05-031", as = "att"}} },
                  p2 = { deck = 10, battle = {{"EB01-015", rested = true, as = "kehaar"}} } }
  g:choose("attack " .. c(g, "att") .. " " .. c(g, "kehaar"))
  eq(g:loc("kehaar"), "trash")
  g:expect_decision{ kind = "choose", player = 2 }   -- Kehaar's 【Destroyed】: a rested enemy Unit
  g:choose(c(g, "gouf"))
  eq(g:damage("gouf"), 1)
end)
