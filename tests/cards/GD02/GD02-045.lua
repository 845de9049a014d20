-- GD02-045 GINN Long-Range Reconnaissance Type: 【Attack】If this Unit has 5 or more AP and it is
-- attacking an enemy Unit, draw 1.
--
-- GINN is AP1; Marida Cruz (GD01-093, no link) gives AP+2; GD01-105's 【Main】 gives all your
-- Units AP+2 this turn.

local function board()
  return game{ p1 = { deck = 10, resources = 4, hand = {{"GD01-105", as = "boost"}},
                      battle = {{"GD02-045", pilot = "GD01-093", as = "ginn"}} },
               p2 = { deck = 10, shields = 2, battle = {{"GD01-027", rested = true, as = "bigzam"}} } }
end

scenario("13-2-7-1", "GD02-045 GINN: 5 AP, attacking an enemy Unit: draw 1", function()
  local g = board()
  g:choose("play " .. c(g, "boost"))
  eq(g:ap("ginn"), 5)
  g:choose("attack " .. c(g, "ginn") .. " " .. c(g, "bigzam"))
  g:expect_count(1, "hand", 1)
end)

scenario({"13-2-7-1", "10-2-1"}, "GD02-045 GINN: 5 AP attacking the player, or 3 AP attacking a Unit: no draw", function()
  local g = board()
  g:choose("play " .. c(g, "boost"))
  g:choose("attack " .. c(g, "ginn") .. " p2")
  g:expect_count(1, "hand", 0)
  g = board()
  eq(g:ap("ginn"), 3)
  g:choose("attack " .. c(g, "ginn") .. " " .. c(g, "bigzam"))
  g:expect_count(1, "hand", 1)       -- GD01-105 still in the hand: nothing drawn
  g:expect_count(1, "deck", 10)
end)
