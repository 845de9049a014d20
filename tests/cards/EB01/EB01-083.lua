-- EB01-083 SP Conversion Chips: 【Action】 in your opponent's turn, a Unit gets AP+3 this turn.
-- Props: ST01-005 GM (AP2 HP2), GD04-014 Shokew (AP2 HP3).

scenario({"9-2", "10-1-8-1"}, "EB01-083 SP Conversion Chips: in the opponent's battle, AP+3", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 3, hand = {{"EB01-083", as = "cmd"}}, battle = {{"ST01-005", rested = true, as = "gm"}} },
                  p2 = { deck = 10, battle = {{"GD04-014", as = "att"}} } }
  g:choose("attack " .. c(g, "att") .. " " .. c(g, "gm"))
  g:choose("play " .. c(g, "cmd"))
  g:choose(c(g, "gm"))
  ok(logged(g, "#" .. g:card("att") .. " takes 5 battle damage"), "the GM deals 2+3")
  eq(g:loc("att"), "trash", "AP5 on HP3")
end)

scenario("10-1-8-1-1", "EB01-083 SP Conversion Chips: in your own turn it can be played and does nothing", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"EB01-083", as = "cmd"}}, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 3, hand = {"ST03-013"}, resources = 2 } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("pass")                      -- P2
  g:choose("play " .. c(g, "cmd"))
  eq(g:loc("cmd"), "trash")
  eq(g:ap("gm"), 2)
end)
