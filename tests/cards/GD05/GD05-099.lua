-- GD05-099 Trowa Barton: 【Burst】Add this card to your hand.
-- During your turn, when this Unit destroys an enemy Unit with battle damage, draw 1. Then, discard 1.

scenario("13-2-5-1", "GD05-099 Trowa Barton 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD05-099", as = "pilot"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("pilot", "hand")
end)

scenario({"3-3-9-2", "5-20-2"}, "GD05-099 Trowa Barton: its Unit destroys an enemy Unit with battle damage in your turn: draw 1, discard 1",
         function()
  local g = game{ p1 = { deck = {"ST01-005", {"GD05-111", as = "drawn"}}, hand = {{"ST01-003", as = "gc"}},
                         battle = {{"GD05-079", pilot = "GD05-099", as = "heavy"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g:choose("attack " .. c(g, "heavy") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
  g:expect_loc("drawn", "hand")
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "gc"))
  g:expect_loc("gc", "trash")
end)

scenario("3-3-9-2", "GD05-099 Trowa Barton: no kill, or in the opponent's turn: nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-079", pilot = "GD05-099", as = "heavy"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
  g:choose("attack " .. c(g, "heavy") .. " " .. c(g, "bigzam"))
  g:expect_count(1, "hand", 0)
  g = game{ turn = 3, active = 2,
            p1 = { deck = 10, battle = {{"GD05-079", pilot = "GD05-099", rested = true, as = "heavy"}} },
            p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "heavy"))
  while g:loc("gm") == "battle" and g:decision().kind == "action" do g:pass() end
  g:expect_loc("gm", "trash")
  g:expect_count(1, "hand", 0)
end)
