-- GD02-004 Byarlant: 【When Paired】Choose 1 rested enemy Unit with 3 or less HP. It won't be set as
-- active during the start phase of your opponent's next turn.
-- Props: ST02-010 Heero Yuy (a Pilot with no 【When Paired】), ST01-005 GM (HP2), GD01-013
-- Gundam (HP4).

scenario({"7-2-3", "13-2-9-1"}, "GD02-004 Byarlant: the rested enemy Unit stays rested in its controller's next start phase, once",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST02-010", as = "heero"}},
                         battle = {{"GD02-004", as = "byarlant"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"},
                                              {"GD01-013", rested = true, as = "gundam"}} } }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "byarlant"))
  -- GM (2 HP) is the one rested enemy Unit with 3 or less HP: chosen without asking
  g:next_turn()                                  -- P2's start phase: GM stays rested
  ok(g:rested("gm"), "kept rested")
  ok(not g:rested("gundam"), "the other is set active")
  g:next_turn()
  g:next_turn()                                  -- P2's next start phase: set active again
  ok(not g:rested("gm"), "only the next start phase")
end)

scenario({"13-2-9-1", "10-2-2"}, "GD02-004 Byarlant: not an active Unit, not one with 4 HP", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST02-010", as = "heero"}},
                         battle = {{"GD02-004", as = "byarlant"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-013", rested = true, as = "gundam"}} } }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "byarlant"))
  g:next_turn()
  ok(not g:rested("gundam"))
end)
