-- GD05-087 Lauda Neill: 【Burst】Add this card to your hand.
-- While this Unit is (Academy), it gains <High-Maneuver>.

scenario("13-2-5-1", "GD05-087 Lauda Neill 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD05-087", as = "pilot"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("pilot", "hand")
end)

scenario({"13-1-6-1", "3-3-9-2"}, "GD05-087 Lauda Neill: an (Academy) Unit gains <High-Maneuver>; another Unit does not", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-007", pilot = "GD05-087", as = "academy"},     -- Aerial (Bit on Form): (Academy)
                                              {"GD01-013", pilot = "GD05-087", as = "gundam"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-008", as = "demi"}} } }
  ok(g:keyword("academy", "high-maneuver"))
  ok(not g:keyword("gundam", "high-maneuver"))
  g:choose("attack " .. c(g, "academy") .. " p2")
  g:expect_no_option("block " .. c(g, "demi"))
end)
