-- GD02-116 Comrades Come First: 【Main】If there are 7 or more cards in your trash, choose 1
-- friendly (Vulture) Unit. During this turn, it may choose an active enemy Unit that is Lv.4 or
-- lower as its attack target.  【Pilot】[Roybea Loy]

scenario({"10-1-8-1", "8-2-1"}, "GD02-116 Comrades Come First: 7 trash cards, a (Vulture) Unit may attack an active Lv.4 enemy",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, trash = 7, hand = {{"GD02-116", as = "cmd"}},
                         battle = {{"GD02-059", as = "airmaster"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", as = "lv4"}, {"GD02-072", as = "lv5"}} } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_option("attack " .. c(g, "airmaster") .. " " .. c(g, "lv4"))
  g:expect_no_option("attack " .. c(g, "airmaster") .. " " .. c(g, "lv5"))
end)

scenario({"10-1-8-1", "10-2-1"}, "GD02-116 Comrades Come First: 6 trash cards, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 3, trash = 6, hand = {{"GD02-116", as = "cmd"}},
                         battle = {{"GD02-059", as = "airmaster"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", as = "lv4"}} } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_no_option("attack " .. c(g, "airmaster") .. " " .. c(g, "lv4"))
end)

-- the "If" is no target (10-1-8-1-1): it decides nothing about playing the Command; when it holds,
-- the (Vulture) Unit must be there to choose
scenario("10-1-8-1-1", "GD02-116 Comrades Come First: 7 trash cards and no (Vulture) Unit: it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 3, trash = 7, hand = {{"GD02-116", as = "cmd"}},
                         battle = {"ST01-005"} },
                  p2 = { deck = 10 } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)

scenario("10-1-8-1-1", "GD02-116 Comrades Come First: 6 trash cards and no (Vulture) Unit: it can be played, and does nothing", function()
  local g = game{ p1 = { deck = 10, resources = 3, trash = 6, hand = {{"GD02-116", as = "cmd"}},
                         battle = {"ST01-005"} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_loc("cmd", "trash")
end)
