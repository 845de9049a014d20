-- GD04-089 Nena Trinity: the Unit she is paired with has 【Activate･Main】<Support 2>; 【Burst】.
-- Props: GD04-047 Gundam Virtue, GD04-005 GM III (AP3).

scenario({"3-3-9-2", "13-1-3-1"}, "GD04-089 Nena Trinity: her Unit rests to give another Unit AP+2", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-047", pilot = "GD04-089", as = "virtue"}, {"GD04-005", as = "gm3"}} },
                  p2 = { deck = 10 } }
  eq(g:keyword("virtue", "support"), 2)
  g:choose("activate " .. c(g, "virtue") .. " 0")
  ok(g:rested("virtue"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "gm3"))
  eq(g:ap("gm3"), 5)
end)

scenario("3-3-3", "GD04-089 Nena Trinity: in the hand, no <Support> for anyone", function()
  local g = game{ p1 = { deck = 10, hand = {"GD04-089"}, battle = {{"GD04-047", as = "virtue"}, "GD04-005"} },
                  p2 = { deck = 10 } }
  eq(g:keyword("virtue", "support"), 0)
  g:expect_no_option("activate " .. c(g, "virtue") .. " 0")
end)

scenario("13-2-5-1", "GD04-089 Nena Trinity 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-010", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD04-089", as = "nena"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("nena"), "hand")
end)
