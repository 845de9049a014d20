-- GD05-086 Kayra Su: 【During Link】Enemy Units other than Link Units choose this rested Unit as
-- their attack target if possible when attacking.  【Burst】Add this card to your hand.
-- Props: GD05-028 Kayra's Jegan (link [Kayra Su]), GD01-013 Gundam (link [Amuro Ray]), ST01-010
-- Amuro Ray, ST01-005 GM.

scenario({"8-2-1", "13-2-12-1"}, "GD05-086 Kayra Su: enemy Units other than Link Units must attack her rested Unit",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD05-028", pilot = "GD05-086", rested = true, as = "jegan"},
                                              {"ST01-005", rested = true, as = "gm1"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-013", pilot = "ST01-010", as = "gundam"}} } }
  ok(g:linked("jegan"))
  g:expect_no_option("attack " .. c(g, "gm") .. " p1")
  g:expect_option("attack " .. c(g, "gm") .. " " .. c(g, "jegan"))
  g:expect_option("attack " .. c(g, "gundam") .. " p1")       -- a Link Unit: free
  g:expect_option("attack " .. c(g, "gundam") .. " " .. c(g, "gm1"))
end)
