-- GD04-008 Gundam: 【During Link】 <High-Maneuver>.
-- Props: ST01-010 Amuro Ray (links), GD01-087 Sayla Mass (does not), ST01-008 Demi Trainer
-- (<Blocker>).

scenario({"13-2-12-1", "13-1-6-1"}, "GD04-008 Gundam: linked, it gains <High-Maneuver> and can't be blocked",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-008", pilot = "ST01-010", as = "gundam"}} },
                  p2 = { deck = 10, shields = 2, battle = {"ST01-008"} } }
  ok(g:keyword("gundam", "high-maneuver"))
  g:choose("attack " .. c(g, "gundam") .. " p2")
  g:expect_count(2, "shields", 1)   -- no block decision for P2
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario("13-2-12-1", "GD04-008 Gundam: paired without a link, no <High-Maneuver>", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-008", pilot = "GD01-087", as = "gundam"}} },
                  p2 = { deck = 10, shields = 2, battle = {"ST01-008"} } }
  ok(not g:keyword("gundam", "high-maneuver"))
  g:choose("attack " .. c(g, "gundam") .. " p2")
  g:expect_decision{ kind = "action", player = 2 }   -- P2 may block
end)
