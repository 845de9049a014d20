-- GD02-112 Momentary Respite: 【Burst】Draw 1.
-- 【Main】Choose 1 purple Pilot card from your trash. Add it to your hand.

scenario("13-2-5-1", "GD02-112 Momentary Respite 【Burst】: draw 1", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD02-112", as = "cmd"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_count(2, "hand", 1)
end)

scenario("10-1-8-1", "GD02-112 Momentary Respite 【Main】: a purple Pilot card from the trash", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD02-112", as = "cmd"}},
                         trash = {{"GD02-095", as = "lafter"}, {"GD02-097", as = "kamille"}, {"GD02-065", as = "unit"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_loc("lafter", "hand")
  g:expect_loc("kamille", "trash")
end)

scenario("10-1-8-1-1", "GD02-112 Momentary Respite: no purple Pilot card in the trash, it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD02-112", as = "cmd"}}, trash = {"GD02-097", "GD02-065"} },
                  p2 = { deck = 10, trash = {"GD02-095"} } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)
