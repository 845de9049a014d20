-- GD05-095 Gyunei Guss: 【Burst】Add this card to your hand.
-- While this Unit is (Neo Zeon), it gains <Blocker>.

scenario("13-2-5-1", "GD05-095 Gyunei Guss 【Burst】: the Shield goes to its owner's hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD05-095", as = "pilot"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("pilot", "hand")
end)

scenario({"13-1-4-1", "3-3-9-2"}, "GD05-095 Gyunei Guss: a (Neo Zeon) Unit gains <Blocker>; another Unit does not", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, shields = 2, battle = {{"GD05-062", pilot = "GD05-095", as = "hizack"},      -- (Neo Zeon)
                                                           {"GD01-013", pilot = "GD05-095", as = "gundam"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  ok(g:keyword("hizack", "blocker"))
  ok(not g:keyword("gundam", "blocker"))
  g:choose("attack " .. c(g, "gm") .. " p1")
  g:expect_option("block " .. c(g, "hizack"))
  g:expect_no_option("block " .. c(g, "gundam"))
end)
