-- GD05-002 Strike Freedom Gundam: 【Deploy】 Choose 1 to 2 of your Units. During this turn, when
-- they destroy an enemy card with battle damage, draw 1.  【During Pair】【Attack】You may discard 2.
-- If you do, choose 1 enemy Unit with the lowest Lv. Return it to the bottom of its owner's deck.
-- Props: GD01-018 ReZEL (AP4), GD01-011 Loto (AP2), ST01-005 GM (Lv2 HP2), GD01-013 Gundam (Lv4),
-- ST02-010 Heero Yuy (a Pilot).

local function fight(g) while g:has_option("pass") do g:pass() end end

scenario({"10-1-6-1", "5-16-1"}, "GD05-002 Strike Freedom Gundam: the chosen Units draw 1 for each enemy card they destroy this turn",
         function()
  local g = game{ p1 = { deck = 10, resources = 8, hand = {{"GD05-002", as = "sf"}},
                         battle = {{"GD01-018", as = "rezel"}, {"GD01-011", as = "loto"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("play " .. c(g, "sf"))
  g:choose{c(g, "rezel"), c(g, "loto")}
  g:choose("attack " .. c(g, "rezel") .. " " .. c(g, "gm"))
  fight(g)
  g:expect_count(1, "hand", 1, "a Unit destroyed")
  g:choose("attack " .. c(g, "loto") .. " p2")
  fight(g)
  g:expect_count(2, "shields", 1)
  g:expect_count(1, "hand", 2, "a Shield destroyed")
end)

scenario({"13-2-10-1", "13-2-7-1"}, "GD05-002 Strike Freedom Gundam: paired, its attack: discard 2 to bottom-deck the lowest-Lv. enemy Unit",
         function()
  local g = game{ p1 = { deck = 10, hand = {"ST01-005", "ST01-005"},
                         battle = {{"GD05-002", pilot = "ST02-010", as = "sf"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-005", as = "gm"}, {"GD01-013", as = "gundam"}} } }
  g:choose("attack " .. c(g, "sf") .. " p2")
  g:choose("yes")
  g:expect_count(1, "hand", 0)
  eq(g:cards(2, "deck")[1], g:card("gm"), "GM (Lv2) at the bottom of P2's deck")
  g:expect_loc("gundam", "battle")
  local h = game{ p1 = { deck = 10, hand = {"ST01-005"}, battle = {{"GD05-002", pilot = "ST02-010", as = "sf"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-005", as = "gm"}} } }
  h:choose("attack " .. c(h, "sf") .. " p2")   -- 1 card in hand: can't discard 2, no question
  h:expect_loc("gm", "battle")
end)
