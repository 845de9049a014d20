-- GD05-098 Heero Yuy: when this Unit destroys an enemy shield area card with damage, choose 1 enemy
-- Unit. It gets AP-2 during this turn.  【Burst】Add this card to your hand.
-- Props: GD01-040 Wing Gundam (link [Heero Yuy]), ST01-005 GM, GD01-013 Gundam (AP3).

scenario({"8-5-2-3", "13-1-2-1"}, "GD05-098 Heero Yuy: his Unit destroys a Shield: an enemy Unit gets AP-2", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD01-040", pilot = "GD05-098", as = "wing"}, {"ST01-005", as = "gm1"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-013", as = "gundam"}} } }
  g:choose("attack " .. c(g, "wing") .. " p2")
  while g:has_option("pass") do g:pass() end
  eq(g:ap("gundam"), 1)
  g:choose("attack " .. c(g, "gm1") .. " p2")   -- another Unit: nothing
  while g:has_option("pass") do g:pass() end
  eq(g:ap("gundam"), 1)
end)
