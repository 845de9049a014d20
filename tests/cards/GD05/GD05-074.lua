-- GD05-074 Noin's Taurus: 【Destroyed】Draw 1. Then, discard 1.

scenario({"13-2-8-1", "5-20-2"}, "GD05-074 Noin's Taurus 【Destroyed】: draw 1, then discard 1", function()
  local g = game{ p1 = { deck = {"ST01-005", {"GD05-111", as = "drawn"}}, hand = {{"ST01-003", as = "gc"}},
                         battle = {{"GD05-074", as = "taurus"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", rested = true, as = "gundam"}} } }
  g:choose("attack " .. c(g, "taurus") .. " " .. c(g, "gundam"))
  while g:loc("taurus") == "battle" and g:decision().kind == "action" do g:pass() end
  g:expect_loc("taurus", "trash")
  g:expect_loc("drawn", "hand")
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "gc"))
  g:expect_loc("gc", "trash")
  g:expect_count(1, "hand", 1)
end)
