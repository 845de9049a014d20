-- GD05-082 Andrew Waldfeld: 【Burst】Add this card to your hand.
-- 【During Link】This Unit gains <Repair 2>.

scenario("13-2-5-1", "GD05-082 Andrew Waldfeld 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD05-082", as = "pilot"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("pilot", "hand")
end)

scenario({"13-2-12-1", "13-1-1-1"}, "GD05-082 Andrew Waldfeld 【During Link】: <Repair 2>; paired without a link: none", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD05-003", pilot = "GD05-082", damage = 3, as = "linked"},
                                              {"GD05-016", pilot = "GD05-082", damage = 3, as = "paired"}} },
                  p2 = { deck = 10 } }
  ok(g:linked("linked") and not g:linked("paired"))
  eq(g:keyword("linked", "repair"), 2)
  eq(g:keyword("paired", "repair"), 0)
  g:next_turn()
  eq(g:damage("linked"), 1)
  eq(g:damage("paired"), 3)
end)
