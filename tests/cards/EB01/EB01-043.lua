-- EB01-043 Blue Destiny Unit-1 (EX) (AP5 HP3): 【Attack】 with a friendly <Blocker> in play, an enemy
-- Unit of Lv.5 or lower gets AP-2 during this battle.
-- Props: ST01-008 Demi Trainer (<Blocker>), GD04-077 (Lv.3 AP2 HP4), ST01-005 GM.

local function board(blocker)
  local mine = { {"EB01-043", as = "bd"} }
  mine[2] = blocker and "ST01-008" or "ST01-005"
  return game{ p1 = { deck = 10, battle = mine }, p2 = { deck = 10, battle = {{"GD04-077", rested = true, as = "enemy"}} } }
end

scenario({"13-2-7-1", "10-2-1"}, "EB01-043 Blue Destiny Unit-1: a friendly <Blocker>, the enemy Unit gets AP-2 for the battle", function()
  local g = board(true)
  g:choose("attack " .. c(g, "bd") .. " " .. c(g, "enemy"))
  eq(g:damage("bd"), 0, "AP2-2 = 0")
  eq(g:loc("enemy"), "trash")
end)

scenario("10-2-1", "EB01-043 Blue Destiny Unit-1: no friendly <Blocker>, no change", function()
  local g = board(false)
  g:choose("attack " .. c(g, "bd") .. " " .. c(g, "enemy"))
  eq(g:damage("bd"), 2)
end)
