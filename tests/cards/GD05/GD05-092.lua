-- GD05-092 Auel Neider: 【Burst】Add this card to your hand.
-- 【During Link】【Attack】If you are attacking the enemy player, this Unit gets AP+2 during this battle.

scenario("13-2-5-1", "GD05-092 Auel Neider 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD05-092", as = "pilot"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("pilot", "hand")
end)

scenario({"13-2-7-1", "13-2-12-1", "8-6-1"}, "GD05-092 Auel Neider: linked, attacking the player: AP+2 during this battle", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-040", pilot = "GD05-092", as = "abyss"}} },     -- Abyss Gundam AP2 + 1
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-008", as = "demi"}} } }       -- a <Blocker>: a block step
  ok(g:linked("abyss"))
  eq(g:ap("abyss"), 3)
  g:choose("attack " .. c(g, "abyss") .. " p2")
  g:expect_decision{ kind = "action", player = 2 }
  eq(g:ap("abyss"), 5)
  while g:decision().kind == "action" and g:state().step ~= "" do g:pass() end
  eq(g:ap("abyss"), 3, "after the battle")
end)

scenario({"13-2-7-1", "10-2-1"}, "GD05-092 Auel Neider: attacking a Unit, or not linked: no AP+2", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-040", pilot = "GD05-092", as = "abyss"},
                                              {"GD05-034", pilot = "GD05-092", as = "gaia"}} },          -- Gaia: not linked
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-005", rested = true, as = "gm"}, {"ST01-008", as = "demi"}} } }
  g:choose("attack " .. c(g, "abyss") .. " " .. c(g, "gm"))
  g:expect_decision{ kind = "action", player = 2 }
  eq(g:ap("abyss"), 3)
  g:pass()
  while g:decision().kind == "action" and g:state().step ~= "" do g:pass() end
  ok(not g:linked("gaia"))
  g:choose("attack " .. c(g, "gaia") .. " p2")
  g:expect_decision{ kind = "action", player = 2 }
  eq(g:ap("gaia"), 3 + 1)
end)
