-- GD05-115 Newtype Labs Director: 【Burst】Draw 1.
-- 【Main】Choose 1 (Neo Zeon) Pilot card from your trash. Add it to your hand.

scenario({"13-2-3-1", "10-1-8-1-1"}, "GD05-115 Newtype Labs Director 【Main】: a (Neo Zeon) Pilot card from the trash", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD05-115", as = "cmd"}},
                         trash = {{"GD05-093", as = "char"}, {"GD05-094", as = "quess"}, {"ST03-011", as = "zeon"},
                                  {"GD05-116", as = "pilotcmd"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "char"))
  g:expect_option(c(g, "quess"))
  g:expect_no_option(c(g, "zeon"))          -- (Zeon)
  g:expect_no_option(c(g, "pilotcmd"))      -- a (Neo Zeon) Command card
  g:choose(c(g, "quess"))
  g:expect_loc("quess", "hand")
end)

scenario("10-1-8-1-1", "GD05-115 Newtype Labs Director: no (Neo Zeon) Pilot card in the trash: it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD05-115", as = "cmd"}}, trash = {"ST03-011"} },
                  p2 = { deck = 10 } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)

scenario("13-2-5-1", "GD05-115 Newtype Labs Director 【Burst】: draw 1", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD05-115", as = "cmd"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_count(2, "hand", 1)
  g:expect_loc("cmd", "trash")
end)
