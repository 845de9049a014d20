-- GD03-114 Look of Determination: scenario tests of scripts/cards/GD03/GD03-114.lua.
-- 【Burst】Activate this card's 【Action】.
-- 【Action】Choose 1 active enemy Unit that is Lv.2 or lower. Destroy it. If there are 10 or more
-- cards in your trash, choose 1 active enemy Unit that is Lv.4 or lower instead.
--
-- P1 attacks P2 with a GM; in the action step P2 plays it.  P1's other Units: ST01-005 GM (Lv.2),
-- GD01-018 ReZEL (Lv.3).

local function board(trash)
  return game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}, {"ST01-005", as = "gm"}, {"GD01-018", as = "rezel"}} },
               p2 = { deck = 10, shields = 2, resources = 2, trash = trash, hand = {{"GD03-114", as = "cmd"}} } }
end

local TEN = {"ST01-005", "ST01-005", "ST01-005", "ST01-005", "ST01-005", "ST01-005", "ST01-005", "ST01-005", "ST01-005", "ST01-005"}

scenario({"8-4-1", "10-1-8-1"}, "GD03-114 Look of Determination 【Action】: destroy an active enemy Unit of Lv.2 or lower", function()
  local g = board{}
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:expect_decision{ kind = "action", player = 2 }
  g:choose("play " .. c(g, "cmd"))
  eq(g:loc("gm"), "trash", "the attacker is rested: only the other GM")
  eq(g:loc("rezel"), "battle")
end)

scenario({"8-4-1", "10-1-9-1-1"}, "GD03-114 Look of Determination: 10 cards in the trash, Lv.4 or lower instead", function()
  local g = board(TEN)
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("play " .. c(g, "cmd"))
  g:expect_decision{ kind = "choose", player = 2 }
  g:choose(c(g, "rezel"))
  eq(g:loc("rezel"), "trash")
end)

scenario("10-1-8-1", "GD03-114 Look of Determination has no 【Main】: not in the main phase", function()
  local g = game{ turn = 3, active = 2, p1 = { deck = 10, battle = {"ST01-005"} },
                  p2 = { deck = 10, resources = 2, hand = {{"GD03-114", as = "cmd"}} } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)

scenario("13-2-5-1", "GD03-114 Look of Determination 【Burst】: its 【Action】 destroys an active enemy Unit of Lv.2 or lower", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}, {"ST01-005", as = "gm"}, {"ST01-005", rested = true, as = "rested"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD03-114", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("gm"), "trash")
  eq(g:loc("rested"), "battle", "not a rested Unit")
end)
