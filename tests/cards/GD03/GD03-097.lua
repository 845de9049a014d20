-- GD03-097 Wistario Afam: scenario tests of scripts/cards/GD03/GD03-097.lua.
-- 【Burst】Add this card to your hand.
-- 【During Link】【Once per Turn】During your turn, when this Unit destroys an enemy Unit with battle
-- damage, look at the top 2 cards of your deck and return 1 to the top. Place the remaining card
-- into your trash.
--
-- Wistario links with GD03-068 Gundam Hajiroboshi ([Wistario Afam]): AP3+1 HP3+2.  Enemy: rested
-- ST01-005 GMs (HP2).

local function board(pilot)
  return game{ p1 = { deck = {"ST01-005", {"GD01-018", as = "second"}, {"GD01-027", as = "first"}},
                      battle = {{"GD03-068", pilot = pilot, as = "haji"}, {"GD03-068", pilot = pilot, as = "haji2"}} },
               p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}, {"ST01-005", rested = true, as = "gm2"}} } }
end

scenario({"13-2-12-1", "10-3-5", "13-2-13-2"}, "GD03-097 Wistario Afam: destroys an enemy Unit in battle, keep 1 of the top 2, trash the other",
         function()
  local g = board("GD03-097")
  ok(g:linked("haji"))
  g:choose("attack " .. c(g, "haji") .. " " .. c(g, "gm"))
  eq(g:loc("gm"), "trash")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "first"))
  g:expect_option(c(g, "second"))
  g:choose(c(g, "second"))
  eq(g:loc("first"), "trash")
  eq(g:cards(1, "deck")[#g:cards(1, "deck")], g:card("second"), "the kept card is on top")
  g:expect_count(1, "deck", 2)
  -- another copy (another Unit with Wistario) has its own 【Once per Turn】
  g:choose("attack " .. c(g, "haji2") .. " " .. c(g, "gm2"))
  g:expect_decision{ kind = "choose", player = 1 }
end)

scenario("13-2-12-1", "GD03-097 Wistario Afam: not linked, nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", pilot = "GD03-097", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST03-007", rested = true, as = "zaku"}} } }
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "zaku"))
  eq(g:loc("zaku"), "trash")
  g:expect_count(1, "deck", 10)
  g:expect_count(1, "trash", 0)
end)

scenario("13-2-5-1", "GD03-097 Wistario Afam 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD03-097", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
