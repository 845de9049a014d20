-- GD02-117 A New Sign: 【Burst】Choose 1 (AEUG) Base card from your trash. Add it to your hand.
-- 【Main】Draw 3. Then, discard 2.

scenario("13-2-5-1", "GD02-117 A New Sign 【Burst】: an (AEUG) Base card from the trash to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD02-117", as = "cmd"}},
                         trash = {{"GD02-129", as = "argama"}, {"GD02-130", as = "sleipnir"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("argama", "hand")
  g:expect_loc("sleipnir", "trash")
end)

scenario({"10-1-8-1", "5-20-2"}, "GD02-117 A New Sign 【Main】: draw 3, then discard 2", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD02-117", as = "cmd"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_decision{ kind = "choose", player = 1, min = 2, max = 2 }
  local d = g:decision()
  g:choose({ d.keys[1], d.keys[2] })
  g:expect_count(1, "hand", 1)
  g:expect_count(1, "trash", 3)
end)
