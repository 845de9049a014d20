-- EB01-068 Chall Acustica: 【During Link】【Destroyed】 you may return the card paired with the Unit
-- (this Pilot) to the top of its owner's deck; 【Burst】 to the hand.
-- Props: EB01-007 Hazel-Rah (links with an (Attack) Pilot; AP5 HP4), GD03-010 (AP6 HP6), ST01-005 GM.

local function board(unit)
  return game{ p1 = { deck = 10, battle = {{unit, pilot = {"EB01-068", as = "chall"}, as = "unit"}} },
               p2 = { deck = 10, battle = {{"GD03-010", rested = true, as = "big"}} } }
end

scenario({"13-2-8-1", "13-2-12-1", "3-3-6"}, "EB01-068 Chall Acustica: linked Unit destroyed, Chall Acustica to the deck top", function()
  local g = board("EB01-007")
  ok(g:linked("unit"))
  g:choose("attack " .. c(g, "unit") .. " " .. c(g, "big"))
  eq(g:loc("unit"), "trash")
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  local deck = g:cards(1, "deck")
  eq(g:number(deck[#deck]), "EB01-068")
  eq(#deck, 11)
end)

scenario("10-1-3", "EB01-068 Chall Acustica: \"you may\": it stays in the trash", function()
  local g = board("EB01-007")
  g:choose("attack " .. c(g, "unit") .. " " .. c(g, "big"))
  g:choose("no")
  eq(g:loc("chall"), "trash")
end)

scenario("13-2-12-1", "EB01-068 Chall Acustica: not linked, nothing is asked", function()
  local g = board("ST01-005")
  ok(not g:linked("unit"))
  g:choose("attack " .. c(g, "unit") .. " " .. c(g, "big"))
  eq(g:loc("chall"), "trash")
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario({"13-2-5-1", "8-5-2-3-1"}, "EB01-068 Chall Acustica: 【Burst】 the Shield is added to the hand", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = {"ST01-005", {"EB01-068", as = "card"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "att"}} } }
  g:choose("attack " .. c(g, "att") .. " p1")
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  eq(g:loc("card"), "hand")
  g:expect_count(1, "shields", 1)
end)
