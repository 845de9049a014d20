-- GD03-105 Bridge Crew: scenario tests of scripts/cards/GD03/GD03-105.lua.
-- 【Burst】Add this card to your hand.
-- 【Main】Choose 1 friendly Unit. During this turn, it may choose an active enemy Unit that has no
-- Pilot paired with it as its attack target.
--
-- Enemy: active GD01-027 Big Zam (no Pilot), GD01-018 ReZEL paired with ST02-010.

scenario({"10-1-8-1", "8-2-1"}, "GD03-105 Bridge Crew: the chosen Unit may attack an active enemy Unit with no Pilot this turn",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD03-105", as = "bc"}},
                         battle = {{"ST01-005", as = "gm"}, {"ST01-005", as = "gm2"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}, {"GD01-018", pilot = "ST02-010", as = "rezel"}} } }
  g:choose("play " .. c(g, "bc"))
  g:choose(c(g, "gm"))
  g:expect_option("attack " .. c(g, "gm") .. " " .. c(g, "bigzam"))
  g:expect_no_option("attack " .. c(g, "gm") .. " " .. c(g, "rezel"))    -- it has a Pilot
  g:expect_no_option("attack " .. c(g, "gm2") .. " " .. c(g, "bigzam"))  -- not the chosen Unit
  g:next_turn()
  g:next_turn()
  g:expect_no_option("attack " .. c(g, "gm") .. " " .. c(g, "bigzam"))   -- only that turn
end)

scenario("13-2-5-1", "GD03-105 Bridge Crew 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD03-105", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
