-- GD05-096 Chad Chadan: 【Burst】Add this card to your hand.
-- 【Attack】You may deal 1 damage to this Unit. If you do, choose 1 of your other (Tekkadan) Units.
-- It recovers 1 HP.

scenario("13-2-5-1", "GD05-096 Chad Chadan 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD05-096", as = "pilot"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("pilot", "hand")
end)

scenario({"13-2-7-1", "5-20-1"}, "GD05-096 Chad Chadan 【Attack】: 1 damage to this Unit, another (Tekkadan) Unit recovers 1 HP",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-065", pilot = "GD05-096", as = "rodi"},
                                              {"ST05-004", damage = 1, as = "graze"},           -- Graze Custom: (Tekkadan)
                                              {"GD01-013", damage = 1, as = "gundam"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "rodi") .. " p2")
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  eq(g:damage("rodi"), 1)
  eq(g:damage("graze"), 0, "the only other (Tekkadan) Unit recovers")
  eq(g:damage("gundam"), 1)
end)

scenario({"13-2-7-1", "5-20-1"}, "GD05-096 Chad Chadan: declined: no damage, no recovery; the damage destroying it still counts", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-065", pilot = "GD05-096", as = "rodi"}, {"ST05-004", damage = 1, as = "graze"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "rodi") .. " p2")
  g:choose("no")
  eq(g:damage("rodi"), 0)
  eq(g:damage("graze"), 1)
  g = game{ p1 = { deck = 10, battle = {{"GD05-065", pilot = "GD05-096", damage = 3, as = "rodi"},     -- HP2 + 2: 1 left
                                        {"ST05-004", damage = 1, as = "graze"}} },
            p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "rodi") .. " p2")
  g:choose("yes")
  g:expect_loc("rodi", "trash")
  eq(g:damage("graze"), 0)
end)
