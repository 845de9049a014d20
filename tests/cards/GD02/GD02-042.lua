-- GD02-042 Gundam Ashtaron (MA Mode): 【Deploy】Choose 1 of your (New UNE) Units. It gains
-- <High-Maneuver> during this turn.

scenario({"13-2-6-1", "13-1-6-1"}, "GD02-042 Gundam Ashtaron (MA Mode): a (New UNE) Unit gains <High-Maneuver> this turn",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD02-042", as = "ma"}},
                         battle = {{"GD02-044", as = "command"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-008", as = "demi"}} } }
  g:choose("play " .. c(g, "ma"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "gm"))
  g:choose(c(g, "command"))
  ok(g:keyword("command", "high-maneuver"))
  g:choose("attack " .. c(g, "command") .. " p2")
  g:expect_no_option("block " .. c(g, "demi"))
  g:next_turn()
  ok(not g:keyword("command", "high-maneuver"), "during this turn only")
end)
