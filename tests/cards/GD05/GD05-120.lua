-- GD05-120 Shining Finger: 【Burst】Add this card to your hand.
-- 【Main】/【Action】Choose 1 enemy Unit with 4 or less HP. Rest it. Then, you may choose 1 of your Units
-- with "Shining Gundam" in its card name. It gets <First Strike> during this turn.

scenario({"13-2-3-1", "5-20-2", "13-1-5-1"}, "GD05-120 Shining Finger: rest an enemy Unit; a Shining Gundam gets <First Strike>", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD05-120", as = "cmd"}},
                         battle = {{"GD05-042", as = "shining"}, {"GD05-068", as = "super"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "hp2"}, {"GD01-027", as = "hp6"}} } }
  g:choose("play " .. c(g, "cmd"))
  ok(g:rested("hp2"), "the only enemy Unit with 4 or less HP")
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_option(c(g, "shining"))
  g:expect_option(c(g, "super"))              -- Shining Gundam (Super Mode)
  g:expect_no_option(c(g, "gm"))
  g:choose(c(g, "shining"))
  ok(g:keyword("shining", "first strike"))
  -- Shining Gundam (AP2 HP2) attacks the rested GM (AP2 HP2): it deals its damage first
  g:choose("attack " .. c(g, "shining") .. " " .. c(g, "hp2"))
  while g:decision().kind == "action" and g:state().step ~= "" do g:pass() end
  g:expect_loc("hp2", "trash")
  g:expect_loc("shining", "battle")
  eq(g:damage("shining"), 0)
  g:next_turn()
  ok(not g:keyword("shining", "first strike"))
end)

scenario({"13-2-3-1", "10-1-8-1-1"}, "GD05-120 Shining Finger: no enemy Unit with 4 or less HP: it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD05-120", as = "cmd"}}, battle = {"GD05-042"} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "hp6"}} } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)

scenario({"13-2-5-1"}, "GD05-120 Shining Finger 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD05-120", as = "cmd"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("cmd", "hand")
end)

scenario("13-2-4-1", "GD05-120 Shining Finger 【Action】: rests an enemy Unit in the action step", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 2, resources = 4, hand = {{"GD05-120", as = "cmd"}} },
                  p2 = { deck = 10, battle = {{"ST01-003", as = "gc"}, {"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gc") .. " p1")
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("play " .. c(g, "cmd"))
  g:choose(c(g, "gm"))
  ok(g:rested("gm"))
end)
