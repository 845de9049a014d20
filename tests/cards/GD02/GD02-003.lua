-- GD02-003 Gundam Mk-II (Titans): 【During Pair･Lv.3 or Lower Pilot】【Destroyed】You may discard 1
-- Unit card. If you do, return the card paired with this Unit to your hand.

local function board(pilot, hand)
  return game{ p1 = { deck = 10, hand = hand,
                      battle = {{"GD02-003", pilot = { pilot, as = "pilot" }, as = "mk2"}} },
               p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
end

scenario({"13-2-8-1", "5-20-1"}, "GD02-003 Gundam Mk-II (Titans): discard a Unit card, the Lv.3 Pilot returns to the hand",
         function()
  local g = board("GD01-089", {{"ST01-005", as = "gm"}, {"ST01-012", as = "cmd"}})
  g:choose("attack " .. c(g, "mk2") .. " " .. c(g, "bigzam"))
  g:expect_loc("mk2", "trash")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "cmd"))            -- a Command is no Unit card
  g:choose(c(g, "gm"))
  g:expect_loc("gm", "trash")
  g:expect_loc("pilot", "hand")
end)

scenario({"13-2-8-1", "5-20-1"}, "GD02-003 Gundam Mk-II (Titans): no discard, the Pilot stays in the trash", function()
  local g = board("GD01-089", {{"ST01-005", as = "gm"}})
  g:choose("attack " .. c(g, "mk2") .. " " .. c(g, "bigzam"))
  g:expect_decision{ kind = "choose", player = 1, min = 0 }
  g:choose({})
  g:expect_loc("gm", "hand")
  g:expect_loc("pilot", "trash")
end)

scenario("13-2-8-1", "GD02-003 Gundam Mk-II (Titans): a Lv.4 Pilot does not qualify", function()
  local g = board("ST01-010", {{"ST01-005", as = "gm"}})        -- Amuro Ray, Lv.4
  g:choose("attack " .. c(g, "mk2") .. " " .. c(g, "bigzam"))
  g:expect_loc("mk2", "trash")
  g:expect_loc("pilot", "trash")
  g:expect_loc("gm", "hand")
  g:expect_decision{ kind = "action", player = 1 }
end)
