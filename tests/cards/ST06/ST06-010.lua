-- ST06-010 Shuji Itō: scenario tests of scripts/cards/ST06/ST06-010.lua.
-- 【Burst】Add this card to your hand.
-- 【During Link】【Attack】If you have a (Clan) Unit in play, look at the top card of your deck. Return
-- it to the top or bottom of your deck.
--
-- Shuji links with ST06-006 Red Gundam ([Shuji Itō], (Clan), vanilla) and with GD03-037 Bertigo
-- (link: (Newtype) Trait; an (SRA) Unit, not (Clan)).

local DECK = {{"ST01-005", as = "bottom"}, "ST01-005", {"ST05-006", as = "top"}}

scenario({"13-2-12-1", "13-2-7-1"}, "ST06-010 Shuji Itō 【Attack】: look at the top card, return it to the bottom", function()
  local g = game{ p1 = { deck = DECK, battle = {{"ST06-006", pilot = "ST06-010", as = "red"}} },
                  p2 = { deck = 10, shields = 3 } }
  ok(g:linked("red"))
  g:choose("attack " .. c(g, "red") .. " p2")
  g:expect_decision{ player = 1, prompt = "P1: Return it to" }
  g:choose("bottom")
  eq(g:cards(1, "deck")[1], g:card("top"))
  eq(g:cards(1, "deck")[2], g:card("bottom"))
end)

scenario({"13-2-12-1", "13-2-7-1"}, "ST06-010 Shuji Itō 【Attack】: or to the top", function()
  local g = game{ p1 = { deck = DECK, battle = {{"ST06-006", pilot = "ST06-010", as = "red"}} },
                  p2 = { deck = 10, shields = 3 } }
  g:choose("attack " .. c(g, "red") .. " p2")
  g:choose("top of")
  eq(g:cards(1, "deck")[3], g:card("top"))
  eq(g:cards(1, "deck")[1], g:card("bottom"))
end)

scenario({"13-2-12-1", "10-2-1"}, "ST06-010 Shuji Itō: linked, but no (Clan) Unit in play, nothing", function()
  local g = game{ p1 = { deck = DECK, battle = {{"GD03-037", pilot = "ST06-010", as = "bertigo"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"ST06-008", rested = true}} } }
  ok(g:linked("bertigo"))
  g:choose("attack " .. c(g, "bertigo") .. " p2")
  g:expect_decision{ kind = "action" }
  eq(g:cards(1, "deck")[3], g:card("top"))
end)

scenario("13-2-12-1", "ST06-010 Shuji Itō: not linked, nothing", function()
  local g = game{ p1 = { deck = DECK, battle = {{"ST01-005", pilot = "ST06-010", as = "gm"}, {"ST06-008"}} },
                  p2 = { deck = 10, shields = 3 } }
  ok(not g:linked("gm"))
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_decision{ kind = "action" }
end)

scenario("13-2-5-1", "ST06-010 Shuji Itō 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST06-010", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
