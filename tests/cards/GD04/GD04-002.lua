-- GD04-002 Penelope (Flight Form): during your turn, all your (Earth Federation) Units get AP+1.
-- 【Deploy】During this turn, when one of your (Earth Federation) Units destroys an enemy Unit with
-- battle damage, choose 1 enemy Unit with 5 or less HP. Rest it.
-- Props: GD01-011 Loto (Earth Federation, AP2), ST01-005 GM (EF), GD01-027 Big Zam (HP6),
-- GD01-013 Gundam (HP4), ST04-005 Strike Dagger (not EF).

local function fight(g) while g:has_option("pass") do g:pass() end end

scenario({"10-1-5-1", "10-1-6-1"}, "GD04-002 Penelope (Flight Form): AP+1 in your turn; after its 【Deploy】, each EF battle kill rests an enemy",
         function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD04-002", as = "penelope"}},
                         battle = {{"GD01-011", as = "loto"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}, {"GD01-013", as = "gundam"},
                                              {"GD01-027", as = "bigzam"}} } }
  eq(g:ap("loto"), 2)
  g:choose("play " .. c(g, "penelope"))
  eq(g:ap("loto"), 3, "AP+1 during your turn")
  g:choose("attack " .. c(g, "loto") .. " " .. c(g, "gm"))
  fight(g)
  g:expect_loc("gm", "trash")
  ok(g:rested("gundam"), "the one enemy Unit with 5 or less HP is rested")
  ok(not g:rested("bigzam"))
  g:next_turn()
  eq(g:ap("loto"), 2, "not during the opponent's turn")
end)

scenario({"10-1-6-2"}, "GD04-002 Penelope (Flight Form): not a non-EF Unit's kill; not without its 【Deploy】", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD04-002", as = "penelope"}},
                         battle = {{"ST04-005", as = "dagger"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}, {"GD01-013", as = "gundam"}} } }
  g:choose("play " .. c(g, "penelope"))
  g:choose("attack " .. c(g, "dagger") .. " " .. c(g, "gm"))
  fight(g)
  g:expect_loc("gm", "trash")
  ok(not g:rested("gundam"))
  local h = game{ p1 = { deck = 10, battle = {{"GD04-002"}, {"GD01-011", as = "loto"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}, {"GD01-013", as = "gundam"}} } }
  h:choose("attack " .. c(h, "loto") .. " " .. c(h, "gm"))
  fight(h)
  h:expect_loc("gm", "trash")
  ok(not h:rested("gundam"), "no 【Deploy】 this turn: no delayed effect")
end)
