-- GD04-107 Destined Battle: 【Burst】Add this card to your hand.  【Action】Choose 1 of your rested
-- Units. During this turn, all enemy Units must choose that Unit as their attack target when
-- attacking.
-- Props: GD01-013 Gundam, ST01-005 GM.

scenario({"8-2-1", "9-3-1"}, "GD04-107 Destined Battle: in the opponent's turn, their Units must attack the chosen Unit",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 2, shields = 2, hand = {{"GD04-107", as = "db"}},
                         battle = {{"GD01-013", rested = true, as = "gundam"}, {"ST01-005", rested = true, as = "gm1"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"ST01-005", as = "gm2"}} } }
  g:choose("attack " .. c(g, "gm") .. " p1")
  g:choose("play " .. c(g, "db"))      -- P1, the standby player, acts first (9-2)
  g:choose(c(g, "gundam"))
  while g:has_option("pass") do g:pass() end
  g:expect_option("attack " .. c(g, "gm2") .. " " .. c(g, "gundam"))
  g:expect_no_option("attack " .. c(g, "gm2") .. " p1")
  g:expect_no_option("attack " .. c(g, "gm2") .. " " .. c(g, "gm1"))
end)
