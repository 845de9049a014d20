-- GD03-009 Palace Athene: scenario tests of scripts/cards/GD03/GD03-009.lua.
-- 【Deploy】You may choose 2 (Titans) cards from your trash. Exile them from the game. If you do,
-- choose 1 enemy Unit that is Lv.4 or lower. Rest it.
--
-- Props: (Titans) cards GD03-012 Messala (MA Mode) (Unit) and GD03-086 Yazan Gable (Pilot);
-- ST01-005 GM is not (Titans).  Enemy GD01-018 ReZEL (Lv.3) and GD01-027 Big Zam (Lv.7).

local function board(trash)
  return game{ p1 = { deck = 10, resources = 5, hand = {{"GD03-009", as = "athene"}}, trash = trash },
               p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"GD01-027", as = "bigzam"}} } }
end

scenario({"13-2-6-1", "5-12-1", "5-20-1"}, "GD03-009 Palace Athene 【Deploy】: exile 2 (Titans) cards, rest an enemy Lv.4 or lower",
         function()
  local g = board{ {"GD03-012", as = "t1"}, {"GD03-086", as = "t2"}, {"GD03-012", as = "t3"}, {"ST01-005", as = "gm"} }
  g:choose("play " .. c(g, "athene"))
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  g:expect_decision{ kind = "choose", player = 1, min = 2, max = 2 }
  g:expect_no_option(c(g, "gm"))
  g:choose{ c(g, "t1"), c(g, "t2") }
  eq(g:loc("t1"), "removal")
  eq(g:loc("t2"), "removal")
  eq(g:loc("t3"), "trash")
  ok(g:rested("rezel"), "ReZEL (Lv.3) rested")
  ok(not g:rested("bigzam"), "Big Zam is Lv.7")
end)

scenario({"10-1-3", "5-20-1"}, "GD03-009 Palace Athene: declined, nothing is exiled and nothing rested", function()
  local g = board{ "GD03-012", "GD03-012" }
  g:choose("play " .. c(g, "athene"))
  g:choose("no")
  g:expect_count(1, "trash", 2)
  g:expect_count(1, "removal", 0)
  ok(not g:rested("rezel"))
end)

scenario("5-20-1", "GD03-009 Palace Athene: only 1 (Titans) card in the trash, nothing happens", function()
  local g = board{ "GD03-012", "ST01-005" }
  g:choose("play " .. c(g, "athene"))
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_count(1, "trash", 2)
  ok(not g:rested("rezel"))
end)

scenario({"1-3-2", "5-20-1"}, "GD03-009 Palace Athene: exactly 2 (Titans) cards, asked only whether; both exiled", function()
  local g = board{ {"GD03-012", as = "t1"}, {"GD03-086", as = "t2"}, "ST01-005" }
  g:choose("play " .. c(g, "athene"))
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  eq(g:loc("t1"), "removal")
  eq(g:loc("t2"), "removal")
  ok(g:rested("rezel"), "ReZEL (Lv.3) rested: the only enemy Unit Lv.4 or lower")
end)

scenario("5-20-1", "GD03-009 Palace Athene: no (Titans) card in the trash, no question, nothing happens", function()
  local g = board{ "ST01-005" }
  g:choose("play " .. c(g, "athene"))
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_count(1, "removal", 0)
  ok(not g:rested("rezel"))
end)

-- With a "rest this Unit instead" in the game (GD03-079 G-Defenser: 10-1-9), the declared
-- "Rest it." of the second step is done by the function the loader made for it (e:rest),
-- after the choice made in C; the exile is not done twice on the way back from the answer.
scenario({"13-2-6-1", "10-1-9"}, "GD03-009 Palace Athene: with G-Defenser in play, the chosen Unit is rested all the same", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD03-009", as = "athene"}},
                         battle = {{"GD03-079", as = "gdef"}},
                         trash = { {"GD03-012", as = "t1"}, {"GD03-086", as = "t2"} } },
                  p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"ST01-005", as = "gm"},
                                              {"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "athene"))
  g:choose("yes")
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  g:expect_no_option(c(g, "bigzam"))
  g:choose(c(g, "gm"))
  eq(g:loc("t1"), "removal")
  eq(g:loc("t2"), "removal")
  g:expect_count(1, "removal", 2)
  ok(g:rested("gm"))
  ok(not g:rested("rezel"))
  ok(not g:rested("gdef"), "G-Defenser is not asked: no Base is rested")
end)
