-- ST06-002 GQuuuuuuX (Omega Psycommu): scenario tests of scripts/cards/ST06/ST06-002.lua.
-- 【Deploy】If another friendly (Clan) Unit is in play, choose 1 enemy Unit. Deal 1 damage to it.
--
-- (Clan) prop: ST06-008 Sugai's Gelgoog (GQ), vanilla.

scenario({"13-2-6-1", "10-2-1"}, "ST06-002 GQuuuuuuX 【Deploy】: with another friendly (Clan) Unit, 1 damage to an enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST06-002", as = "gqx"}}, battle = {{"ST06-008", as = "sugai"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"ST05-006", as = "hyakuren"}} } }
  g:choose("play " .. c(g, "gqx"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "sugai"))
  g:choose(c(g, "hyakuren"))
  eq(g:damage("hyakuren"), 1)
  eq(g:damage("gm"), 0)
end)

scenario({"13-2-6-1", "10-2-1"}, "ST06-002 GQuuuuuuX: itself is not \"another\"; an enemy (Clan) Unit does not count", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST06-002", as = "gqx"}}, battle = {{"ST01-005"}} },
                  p2 = { deck = 10, battle = {{"ST06-008", as = "theirs"}} } }
  g:choose("play " .. c(g, "gqx"))
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:damage("theirs"), 0)
end)
