-- ST06-005 Red Gundam: scenario tests of scripts/cards/ST06/ST06-005.lua.
-- <Breach 1>
-- 【Attack】Choose 1 to 2 friendly (Clan) Units. They get AP+2 during this turn.
--
-- Red Gundam is AP4 HP3.  Props: ST06-008 Sugai's Gelgoog (GQ) ((Clan) AP3), ST06-006 Red Gundam
-- ((Clan) AP3), ST01-005 GM.

scenario({"13-2-7-1", "13-1-2-1"}, "ST06-005 Red Gundam 【Attack】: 1 to 2 friendly (Clan) Units get AP+2", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST06-005", as = "red"}, {"ST06-008", as = "sugai"},
                                             {"ST06-006", as = "red2"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST06-008", as = "enemy"}} } }
  eq(g:keyword("red", "breach"), 1)
  g:choose("attack " .. c(g, "red") .. " p2")
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 2 }
  g:expect_option(c(g, "red"))           -- itself too
  g:expect_no_option(c(g, "gm"))         -- not (Clan)
  g:expect_no_option(c(g, "enemy"))      -- not friendly
  g:choose({c(g, "red"), c(g, "sugai")})
  eq(g:ap("red"), 6)
  eq(g:ap("sugai"), 5)
  eq(g:ap("red2"), 3)
end)

scenario("13-2-7-1", "ST06-005 Red Gundam 【Attack】: one Unit is enough", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST06-005", as = "red"}, {"ST06-008", as = "sugai"}} },
                  p2 = { deck = 10, shields = 3 } }
  g:choose("attack " .. c(g, "red") .. " p2")
  g:choose({c(g, "sugai")})
  eq(g:ap("sugai"), 5)
  eq(g:ap("red"), 4)
  g:next_turn()
  eq(g:ap("sugai"), 3, "during this turn only")
end)
