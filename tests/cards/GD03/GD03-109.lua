-- GD03-109 Improved Technique: scenario tests of scripts/cards/GD03/GD03-109.lua.
-- 【Burst】Activate this card's 【Main】.
-- 【Main】/【Action】Choose 1 enemy Unit that is Lv.4 or lower. Deal 3 damage to it. If there are 2 or
-- more cards with "Improved Technique" in their card name in your trash, choose 1 enemy Unit
-- instead.
--
-- Enemy: GD01-018 ReZEL (Lv.3, HP3), GD01-027 Big Zam (Lv.7, HP6).

local function board(trash)
  return game{ p1 = { deck = 10, resources = 3, trash = trash, hand = {{"GD03-109", as = "it"}} },
               p2 = { deck = 10, battle = {{"GD01-018", as = "rezel"}, {"GD01-027", as = "bigzam"}} } }
end

scenario("10-1-8-1", "GD03-109 Improved Technique: 3 damage to an enemy Unit of Lv.4 or lower", function()
  local g = board{ "GD03-109" }
  g:choose("play " .. c(g, "it"))
  eq(g:loc("rezel"), "trash", "the only enemy Unit of Lv.4 or lower")
  eq(g:damage("bigzam"), 0)
end)

scenario({"10-1-8-1", "10-1-9-1-1"}, "GD03-109 Improved Technique: 2 in the trash, any enemy Unit instead", function()
  local g = board{ "GD03-109", "GD03-109" }
  g:choose("play " .. c(g, "it"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "bigzam"))
  eq(g:damage("bigzam"), 3)
end)

scenario("10-1-8-1-1", "GD03-109 Improved Technique: only a Lv.7 enemy Unit, it can't be played (1 in the trash)", function()
  local g = game{ p1 = { deck = 10, resources = 3, trash = {"GD03-109"}, hand = {{"GD03-109", as = "it"}} },
                  p2 = { deck = 10, battle = {"GD01-027"} } }
  g:expect_no_option("play " .. c(g, "it"))
end)

scenario("13-2-5-1", "GD03-109 Improved Technique 【Burst】: its 【Main】, 3 damage to an enemy Unit of Lv.4 or lower", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}, {"GD01-027", as = "bigzam"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD03-109", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("attacker"), "trash", "the GM (Lv.2): 3 damage")
  eq(g:damage("bigzam"), 0)
end)
