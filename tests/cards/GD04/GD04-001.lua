-- GD04-001 Gundam: 【During Link】【Attack】 returning a blue Pilot to its owner's hand.
-- Props: ST01-010 Amuro Ray (blue Pilot, AP+2 HP+1), GD05-085 Amuro Ray (green Pilot, no
-- script), GD01-087 Sayla Mass (blue Pilot: no link), GD04-014 Shokew (AP2 HP3).

local function board(pilot)
  return game{ p1 = { deck = 10, battle = {{"GD04-001", pilot = {pilot, as = "pilot"}, as = "gundam"}} },
               p2 = { deck = 10, shields = 2, battle = {{"GD04-014", rested = true, as = "shokew"}} } }
end

scenario({"13-2-12-1", "13-2-7-1", "3-3-6"}, "GD04-001 Gundam: attacking an enemy Unit, the blue Pilot may go back to the hand",
         function()
  local g = board("ST01-010")
  ok(g:linked("gundam"), "Amuro Ray links")
  g:choose("attack " .. c(g, "gundam") .. " " .. c(g, "shokew"))
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  eq(g:loc("pilot"), "hand", "Amuro Ray is back in P1's hand")
  ok(not g:paired("gundam"), "the Unit has no Pilot now")
  eq(g:loc("shokew"), "trash", "the attack goes on: AP6 on HP3")
  eq(g:damage("gundam"), 2)
end)

scenario("10-1-3", "GD04-001 Gundam: \"you may\": the Pilot may stay", function()
  local g = board("ST01-010")
  g:choose("attack " .. c(g, "gundam") .. " " .. c(g, "shokew"))
  g:choose("no")
  eq(g:loc("pilot"), "battle")
  ok(g:linked("gundam"))
end)

scenario("10-2-1", "GD04-001 Gundam: attacking the enemy player, nothing is asked", function()
  local g = board("ST01-010")
  g:choose("attack " .. c(g, "gundam") .. " p2")
  g:expect_count(2, "shields", 1)
  eq(g:loc("pilot"), "battle")
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario("GD04-001", "GD04-001 Gundam: a green Pilot that links stays (it is not blue)", function()
  local g = board("GD05-085")
  ok(g:linked("gundam"), "GD05-085 Amuro Ray links too")
  g:choose("attack " .. c(g, "gundam") .. " " .. c(g, "shokew"))
  eq(g:loc("pilot"), "battle")
  eq(g:loc("shokew"), "trash")
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario("13-2-12-1", "GD04-001 Gundam: with a Pilot that does not link, no effect", function()
  local g = board("GD01-087")
  ok(not g:linked("gundam"), "Sayla Mass does not link")
  g:choose("attack " .. c(g, "gundam") .. " " .. c(g, "shokew"))
  eq(g:loc("pilot"), "battle")
  g:expect_decision{ kind = "action", player = 1 }
end)
