-- GD05-083 Cagalli Yula Athha: 【Burst】Add this card to your hand.
-- 【When Paired】Choose 1 enemy Unit with 1 HP. Return it to its owner's hand.

scenario("13-2-5-1", "GD05-083 Cagalli Yula Athha 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD05-083", as = "pilot"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("pilot", "hand")
end)

scenario({"13-2-9-1", "10-2-2"}, "GD05-083 Cagalli Yula Athha 【When Paired】: an enemy Unit with 1 HP to its owner's hand", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD05-083", as = "cagalli"}}, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", damage = 1, as = "hp1"}, {"ST04-004", as = "moebius"},
                                              {"ST01-005", as = "hp2"}} } }
  g:choose("pair " .. c(g, "cagalli") .. " " .. c(g, "gm"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "hp1"))            -- HP2, 1 damage
  g:expect_option(c(g, "moebius"))        -- HP1
  g:expect_no_option(c(g, "hp2"))
  g:choose(c(g, "hp1"))
  g:expect_loc("hp1", "hand")
  eq(g:owner("hp1"), 2)
end)

scenario({"13-2-9-1", "10-2-2"}, "GD05-083 Cagalli Yula Athha: no enemy Unit with 1 HP: nothing", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD05-083", as = "cagalli"}}, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "hp2"}} } }
  g:choose("pair " .. c(g, "cagalli") .. " " .. c(g, "gm"))
  g:expect_loc("hp2", "battle")
end)
