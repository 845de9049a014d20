-- GD03-104 Reccoa's Shadow: scenario tests of scripts/cards/GD03/GD03-104.lua.
-- 【Main】/【Action】Choose 1 enemy Unit with 3 or less HP. Rest it. If a friendly (Jupitris) Link
-- Unit is in play, choose 1 to 2 enemy Units with 3 or less HP instead.
--
-- GD03-003 Messala ((Jupitris) Trait) links with GD03-087 Sarah Zabiarov, not with ST02-010.
-- Enemy: ST01-005 GM (HP2), GD01-018 ReZEL (HP3), GD01-027 Big Zam (HP6).

local function board(pilot)
  return game{ p1 = { deck = 10, resources = 3, hand = {{"GD03-104", as = "rs"}},
                      battle = {{"GD03-003", pilot = pilot, as = "messala"}} },
               p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-018", as = "rezel"}, {"GD01-027", as = "bigzam"}} } }
end

scenario("10-1-8-1", "GD03-104 Reccoa's Shadow: rest 1 enemy Unit with 3 or less HP", function()
  local g = board("ST02-010")
  g:choose("play " .. c(g, "rs"))
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  g:expect_no_option(c(g, "bigzam"))
  g:choose(c(g, "rezel"))
  ok(g:rested("rezel"))
  ok(not g:rested("gm"))
end)

scenario({"10-1-8-1", "10-1-9-1-1"}, "GD03-104 Reccoa's Shadow: with a (Jupitris) Link Unit, 1 to 2 instead", function()
  local g = board("GD03-087")
  ok(g:linked("messala"))
  g:choose("play " .. c(g, "rs"))
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  g:choose(c(g, "gm"))
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }   -- a second one, if you like
  g:expect_no_option(c(g, "gm"))
  g:expect_no_option(c(g, "bigzam"))
  g:choose(c(g, "rezel"))
  ok(g:rested("gm"))
  ok(g:rested("rezel"))
  ok(not g:rested("bigzam"))
end)

scenario("10-1-9-1-1", "GD03-104 Reccoa's Shadow: with a (Jupitris) Link Unit, 1 is still enough", function()
  local g = board("GD03-087")
  g:choose("play " .. c(g, "rs"))
  g:choose(c(g, "rezel"))
  g:choose({})
  ok(g:rested("rezel"))
  ok(not g:rested("gm"))
end)

scenario("10-1-8-1-1", "GD03-104 Reccoa's Shadow: no enemy Unit with 3 or less HP, it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD03-104", as = "rs"}} },
                  p2 = { deck = 10, battle = {"GD01-027"} } }
  g:expect_no_option("play " .. c(g, "rs"))
end)

scenario({"8-4-1", "10-1-8-1"}, "GD03-104 Reccoa's Shadow 【Action】: played in the action step", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 3, hand = {{"GD03-104", as = "rs"}}, shields = 2 },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "attacker"}, {"GD01-018", as = "rezel"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p1")
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("play " .. c(g, "rs"))
  g:choose(c(g, "rezel"))
  ok(g:rested("rezel"))
end)

-- With a "rest this Unit instead" in the game (GD03-079 G-Defenser: 10-1-9), "Rest it." is done
-- by the loader's functions (e:rest), the first target's Unit and then the second's.
scenario({"10-1-9-1-1", "10-1-9"}, "GD03-104 Reccoa's Shadow: with G-Defenser in play, both chosen Units are rested", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD03-104", as = "rs"}},
                         battle = {{"GD03-003", pilot = "GD03-087", as = "messala"}, {"GD03-079", as = "gdef"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-018", as = "rezel"}, {"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "rs"))
  g:choose(c(g, "gm"))
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:choose(c(g, "rezel"))
  ok(g:rested("gm"))
  ok(g:rested("rezel"))
  ok(not g:rested("bigzam"))
  ok(not g:rested("gdef"))
end)
