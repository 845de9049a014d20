-- GD04-067 ∀ Gundam: 【Activate･Main】【Once per Turn】①：Choose 1 Unit card with <Repair>/<Breach>/
-- <First Strike>/<Support>/<High-Maneuver>/<Suppression>/<Blocker> from any player's trash. During
-- this turn, this Unit gets AP+1 and all <Repair>/<Breach>/... on that Unit card.
-- Props: GD01-027 Big Zam (<Breach 4>), ST01-008 Demi Trainer (<Blocker>), ST01-005 GM (none).

scenario({"13-1-2-5", "2-11-3"}, "GD04-067 ∀ Gundam: AP+1 and the keywords (with their amounts) of a Unit card in a trash",
         function()
  local g = game{ p1 = { deck = 10, resources = 1, trash = {"ST01-005"}, battle = {{"GD04-067", as = "turn_a"}} },
                  p2 = { deck = 10, trash = {{"GD01-027", as = "bigzam"}} } }
  g:choose("activate " .. c(g, "turn_a") .. " 1")   -- Big Zam: the one Unit card with a keyword
  eq(g:ap("turn_a"), 5)
  eq(g:keyword("turn_a", "breach"), 4)
  g:next_turn()
  eq(g:keyword("turn_a", "breach"), 0)
end)

scenario({"10-1-8-1-1"}, "GD04-067 ∀ Gundam: no Unit card with a keyword in any trash: not offered", function()
  local g = game{ p1 = { deck = 10, resources = 1, trash = {"ST01-005"}, battle = {{"GD04-067", as = "turn_a"}} },
                  p2 = { deck = 10, trash = {"ST01-005"} } }
  g:expect_no_option("activate " .. c(g, "turn_a") .. " 1")
  local h = game{ p1 = { deck = 10, resources = 1, trash = {"ST01-008"}, battle = {{"GD04-067", as = "turn_a"}} },
                  p2 = { deck = 10 } }
  h:choose("activate " .. c(h, "turn_a") .. " 1")
  eq(h:keyword("turn_a", "blocker"), true)
end)
