-- GD03-101 A Healthy Curiosity: scenario tests of scripts/cards/GD03/GD03-101.lua.
-- 【Main】Draw 1. Then, if there are 2 or more cards with "A Healthy Curiosity" in their card name
-- in your trash, choose 1 enemy Unit with 4 or less HP. Rest it.
--
-- Enemy: GD01-018 ReZEL (HP3), GD01-027 Big Zam (HP6).

local function board(trash)
  return game{ p1 = { deck = 10, resources = 3, trash = trash, hand = {{"GD03-101", as = "hc"}} },
               p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"GD01-027", as = "bigzam"}} } }
end

scenario({"10-1-8-1", "5-20-2"}, "GD03-101 A Healthy Curiosity: draw 1; 2 of it in the trash, rest an enemy Unit with 4 or less HP",
         function()
  local g = board{ "GD03-101", "GD03-101" }
  g:choose("play " .. c(g, "hc"))
  g:expect_count(1, "hand", 1)
  ok(g:rested("rezel"))
  ok(not g:rested("bigzam"))
  g:expect_count(1, "trash", 3)
end)

scenario("5-20-2", "GD03-101 A Healthy Curiosity: 1 in the trash (the one played does not count yet), only the draw", function()
  local g = board{ "GD03-101", "ST01-005" }
  g:choose("play " .. c(g, "hc"))
  g:expect_count(1, "hand", 1)
  ok(not g:rested("rezel"))
end)

scenario("10-1-8-1-2", "GD03-101 A Healthy Curiosity: played with no enemy Unit, it draws", function()
  local g = game{ p1 = { deck = 10, resources = 3, trash = {"GD03-101", "GD03-101"}, hand = {{"GD03-101", as = "hc"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "hc"))
  g:expect_count(1, "hand", 1)
end)
