-- GD02-111 Decisive Last Resort: 【Burst】Choose 1 enemy Unit that is Lv.3 or lower. Deal 2 damage
-- to it.  【Main】Choose 6 purple Unit cards from your trash. Exile them from the game. If you do,
-- choose 1 enemy Unit. Destroy it.

local function purple(n)
  local t = {}
  for i = 1, n do t[i] = (i % 2 == 0) and "GD02-065" or "GD02-067" end
  return t
end

scenario("13-2-5-1", "GD02-111 Decisive Last Resort 【Burst】: 2 damage to an enemy Unit Lv.3 or lower", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}, {"GD01-018", as = "rezel"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD02-111", as = "cmd"}} } }
  g:choose("attack " .. c(g, "bigzam") .. " p2")
  g:choose("yes")
  eq(g:damage("rezel"), 2)
  eq(g:damage("bigzam"), 0)
end)

scenario({"10-1-8-1", "5-20-1"}, "GD02-111 Decisive Last Resort 【Main】: exile 6 purple Unit cards, destroy an enemy Unit", function()
  local trash = purple(7)
  trash[8] = {"ST01-005", as = "blue"}
  trash[9] = {"GD02-115", as = "purple_cmd"}
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD02-111", as = "cmd"}}, trash = trash },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}, {"GD01-018", as = "rezel"}} } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_decision{ kind = "choose", player = 1, min = 6, max = 6 }
  g:expect_no_option(c(g, "blue"))
  g:expect_no_option(c(g, "purple_cmd"))
  local d = g:decision()
  eq(#d.keys, 7, "the 7 purple Unit cards")
  g:choose({ d.keys[1], d.keys[2], d.keys[3], d.keys[4], d.keys[5], d.keys[6] })
  g:expect_count(1, "removal", 6)
  g:choose(c(g, "bigzam"))
  g:expect_loc("bigzam", "trash")
  g:expect_loc("rezel", "battle")
end)

scenario({"10-1-8-1-2", "10-2-2"}, "GD02-111 Decisive Last Resort: 5 purple Unit cards, it can't be played", function()
  local trash = purple(5)
  trash[6] = "GD02-115"
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD02-111", as = "cmd"}}, trash = trash },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)

scenario({"10-1-8-1-2", "5-20-1"}, "GD02-111 Decisive Last Resort: 6 purple cards, no enemy Unit: exiled all the same", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD02-111", as = "cmd"}}, trash = purple(6) },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_count(1, "removal", 6)
end)
