-- ST06-009 Amate Yuzuriha (Machu): scenario tests of scripts/cards/ST06/ST06-009.lua.
-- 【Burst】Add this card to your hand.
-- 【When Linked】Look at the top card of your deck. If it is a (Clan) card, you may reveal it and add
-- it to your hand. Return any remaining card to the bottom of your deck.
--
-- Amate links with ST06-008 Sugai's Gelgoog (GQ) (link: (Clan) Trait), vanilla.

local function board(top)
  return game{ p1 = { deck = {"ST01-005", "ST01-005", "ST01-005", top}, resources = 4,
                      hand = {{"ST06-009", as = "amate"}}, battle = {{"ST06-008", as = "sugai"}, {"ST01-005", as = "gm"}} },
               p2 = { deck = 10 } }
end

scenario({"13-2-11-1", "10-1-3"}, "ST06-009 Amate 【When Linked】: a (Clan) card on top, revealed and added to the hand", function()
  local g = board({"ST06-011", as = "top"})
  g:choose("pair " .. c(g, "amate") .. " " .. c(g, "sugai"))
  ok(g:linked("sugai"))
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  g:expect_loc("top", "hand")
  ok(logged(g, "reveals"))
  g:expect_count(1, "deck", 3)
end)

scenario({"13-2-11-1", "10-1-3"}, "ST06-009 Amate: a (Clan) card not taken goes to the bottom", function()
  local g = board({"ST06-006", as = "top"})
  g:choose("pair " .. c(g, "amate") .. " " .. c(g, "sugai"))
  g:choose("no")
  g:expect_loc("top", "deck")
  eq(g:cards(1, "deck")[1], g:card("top"), "at the bottom")
  ok(not logged(g, "reveals"))
end)

scenario("13-2-11-1", "ST06-009 Amate: a card that is not (Clan) goes to the bottom, nothing asked", function()
  local g = board({"ST05-006", as = "top"})
  g:choose("pair " .. c(g, "amate") .. " " .. c(g, "sugai"))
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:cards(1, "deck")[1], g:card("top"), "at the bottom")
end)

scenario("13-2-11-1", "ST06-009 Amate: paired but not linked, nothing", function()
  local g = board({"ST06-006", as = "top"})
  g:choose("pair " .. c(g, "amate") .. " " .. c(g, "gm"))
  ok(not g:linked("gm"))
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:cards(1, "deck")[4], g:card("top"), "still on top")
end)

scenario("13-2-5-1", "ST06-009 Amate 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST06-009", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
