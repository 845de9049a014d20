-- GD02-099 Gaelio Bauduin: 【Burst】Add this card to your hand.
-- 【When Paired】If there are 4 or more (Gjallarhorn) cards in your trash, choose 1 enemy Unit. It
-- gets AP-2 during this turn.

scenario("13-2-5-1", "GD02-099 Gaelio Bauduin 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD02-099", as = "pilot"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("pilot", "hand")
end)

scenario("13-2-9-1", "GD02-099 Gaelio Bauduin: 4 (Gjallarhorn) cards in the trash, an enemy Unit gets AP-2", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD02-099", as = "gaelio"}}, battle = {{"GD02-082", as = "graze"}},
                         trash = {"GD02-077", "GD02-083", "GD02-118", "GD02-130"} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("pair " .. c(g, "gaelio") .. " " .. c(g, "graze"))
  eq(g:ap("bigzam"), 3)
  g:next_turn()
  eq(g:ap("bigzam"), 5)
end)

scenario({"13-2-9-1", "10-2-1"}, "GD02-099 Gaelio Bauduin: 3 (Gjallarhorn) cards, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD02-099", as = "gaelio"}}, battle = {{"GD02-082", as = "graze"}},
                         trash = {"GD02-077", "GD02-083", "GD02-118", "ST01-005"} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("pair " .. c(g, "gaelio") .. " " .. c(g, "graze"))
  eq(g:ap("bigzam"), 5)
end)
