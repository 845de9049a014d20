-- GD05-085 Amuro Ray: 【Burst】Add this card to your hand.
-- During your turn, when this Unit destroys an enemy Unit with battle damage, this Unit recovers 2 HP.

scenario("13-2-5-1", "GD05-085 Amuro Ray 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD05-085", as = "pilot"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("pilot", "hand")
end)

scenario({"3-3-9-2", "GD05-085"}, "GD05-085 Amuro Ray: its Unit destroys an enemy Unit with battle damage in your turn: it recovers 2 HP",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-019", pilot = "GD05-085", damage = 1, as = "nu"}} },    -- Re-GZ: AP6 HP4
                  p2 = { deck = 10, battle = {{"ST01-003", rested = true, as = "gc"}} } }                    -- Guncannon AP2 HP4
  g:choose("attack " .. c(g, "nu") .. " " .. c(g, "gc"))
  g:expect_loc("gc", "trash")
  eq(g:damage("nu"), 1, "1 + 2 battle damage - 2 recovered")
end)

scenario("3-3-9-2", "GD05-085 Amuro Ray: no kill, or the opponent's turn: no recovery", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-020", pilot = "GD05-085", as = "nu"}} },
                  p2 = { deck = 10, battle = {{"GD01-024", rested = true, as = "zero"}} } }                -- AP5 HP7: survives AP6
  g:choose("attack " .. c(g, "nu") .. " " .. c(g, "zero"))
  g:expect_loc("zero", "battle")
  eq(g:damage("nu"), 5)
  g = game{ turn = 3, active = 2,
            p1 = { deck = 10, battle = {{"GD05-020", pilot = "GD05-085", rested = true, as = "nu"}} },
            p2 = { deck = 10, battle = {{"ST01-003", as = "gc"}} } }
  g:choose("attack " .. c(g, "gc") .. " " .. c(g, "nu"))
  while g:loc("gc") == "battle" and g:decision().kind == "action" do g:pass() end
  g:expect_loc("gc", "trash")
  eq(g:damage("nu"), 2)
end)
