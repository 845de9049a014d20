-- GD03-006 Penelope (Middle Form): scenario tests of scripts/cards/GD03/GD03-006.lua.
-- 【Deploy】Choose 1 to 2 enemy Units with 3 or less HP. Rest them.
--
-- Props: enemy ST01-005 GM (HP2), GD01-018 ReZEL (HP3), GD01-027 Big Zam (HP6).

local function board()
  return game{ p1 = { deck = 10, resources = 6, hand = {{"GD03-006", as = "penelope"}} },
               p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-018", as = "rezel"},
                                           {"GD01-027", as = "bigzam"}} } }
end

scenario("13-2-6-1", "GD03-006 Penelope 【Deploy】: rest 2 enemy Units with 3 or less HP", function()
  local g = board()
  g:choose("play " .. c(g, "penelope"))
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 2 }
  g:expect_no_option(c(g, "bigzam"))
  g:choose{ c(g, "gm"), c(g, "rezel") }
  ok(g:rested("gm"))
  ok(g:rested("rezel"))
  ok(not g:rested("bigzam"))
end)

scenario("13-2-6-1", "GD03-006 Penelope: 1 is enough", function()
  local g = board()
  g:choose("play " .. c(g, "penelope"))
  g:choose{ c(g, "rezel") }
  ok(g:rested("rezel"))
  ok(not g:rested("gm"))
end)

scenario("10-2-2", "GD03-006 Penelope: no enemy Unit with 3 or less HP, nothing happens", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD03-006", as = "penelope"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "penelope"))
  ok(not g:rested("bigzam"))
  g:expect_decision{ kind = "action", player = 1 }
end)
