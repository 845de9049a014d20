-- GD05-103 Not with Scattershot!: 【Main】/【Action】Choose 1 friendly Unit. It recovers 1 HP and gets
-- AP+2 during this turn.  【Pilot】[Buran Blutarch]

scenario("13-2-3-1", "GD05-103 Not with Scattershot! 【Main】: a friendly Unit recovers 1 HP and gets AP+2 this turn", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD05-103", as = "cmd"}},
                         battle = {{"ST01-001", damage = 2, as = "gundam"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "enemy"}} } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "enemy"))
  g:choose(c(g, "gundam"))
  eq(g:damage("gundam"), 1)
  eq(g:ap("gundam"), 5)
  g:next_turn()
  eq(g:ap("gundam"), 3)
end)

scenario("13-2-4-1", "GD05-103 Not with Scattershot! 【Action】: in the action step of a battle", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 2, resources = 4, hand = {{"GD05-103", as = "cmd"}},
                         battle = {{"ST01-001", rested = true, as = "gundam"}} },
                  p2 = { deck = 10, battle = {{"ST01-003", as = "gc"}} } }
  g:choose("attack " .. c(g, "gc") .. " " .. c(g, "gundam"))
  g:expect_decision{ kind = "action", player = 1 }
  g:choose("play " .. c(g, "cmd"))
  eq(g:ap("gundam"), 5)
end)
