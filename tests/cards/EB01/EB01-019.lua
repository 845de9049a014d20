-- EB01-019 Gundam Pixy: 【Attack】 with 2 or more other rested Units in play, <High-Maneuver> during
-- this battle.
-- Props: ST01-008 Demi Trainer (<Blocker>), ST01-005 GM.

local function board(rested_others)
  local mine = { {"EB01-019", as = "pixy"} }
  for i = 1, rested_others do mine[#mine + 1] = {"ST01-005", rested = true} end
  return game{ p1 = { deck = 10, battle = mine },
               p2 = { deck = 10, shields = 3, battle = {{"ST01-008", as = "blocker"}} } }
end

scenario({"13-2-7-1", "13-1-6"}, "EB01-019 Gundam Pixy: 2 other rested Units, it can't be blocked in this battle", function()
  local g = board(2)
  g:choose("attack " .. c(g, "pixy") .. " p2")
  g:expect_no_option("block")
  g:expect_count(2, "shields", 2)
  ok(not g:keyword("pixy", "high-maneuver"), "only during this battle")
end)

scenario("10-2-1", "EB01-019 Gundam Pixy: 1 other rested Unit, it can be blocked", function()
  local g = board(1)
  g:choose("attack " .. c(g, "pixy") .. " p2")
  g:expect_decision{ kind = "action", player = 2 }
  g:expect_option("block " .. c(g, "blocker"))
end)
