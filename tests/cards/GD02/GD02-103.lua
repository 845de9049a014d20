-- GD02-103 AGE Device: 【Burst】Choose 1 (Asuno Family) Pilot card from your trash. Add it to your
-- hand.  【Main】If you have an (AGE System) Unit in play, place 1 EX Resource.

scenario("13-2-5-1", "GD02-103 AGE Device 【Burst】: an (Asuno Family) Pilot from the trash to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD02-103", as = "cmd"}},
                         trash = {{"GD02-088", as = "flit"}, {"GD02-089", as = "lalah"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("flit", "hand")
  g:expect_loc("lalah", "trash")
end)

scenario("10-1-8-1", "GD02-103 AGE Device 【Main】: with an (AGE System) Unit, an EX Resource", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD02-103", as = "cmd"}}, battle = {"GD02-029"} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_count(1, "resources", 5)
  eq(g:number(g:cards(1, "resources")[5]), "EXR-001")
end)

scenario({"10-1-8-1", "10-2-1"}, "GD02-103 AGE Device 【Main】: without one, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD02-103", as = "cmd"}}, battle = {"ST01-005"} },
                  p2 = { deck = 10, battle = {"GD02-029"} } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_count(1, "resources", 4)
end)
