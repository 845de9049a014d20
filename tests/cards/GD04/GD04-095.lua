-- GD04-095 Lunamaria Hawke: 【When Linked】Choose 1 of your (Minerva Squad) Units.  During this
-- turn, battle damage it would receive is dealt to this Unit instead.  【Burst】Add it to your hand.
-- Props: GD04-062 Lunamaria's Gunner Zaku Warrior (link (Minerva Squad) Trait, HP4 + 1),
-- ST09-005 Zaku Warrior (Minerva Squad, HP2), ST08-007 Penelope (AP5), GD01-013 Gundam (AP3).

scenario({"10-1-9-1", "13-2-11-1"}, "GD04-095 Lunamaria Hawke: battle damage to the chosen Unit goes to her Unit this turn",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD04-095", as = "luna"}},
                         battle = {{"GD04-062", as = "gunner"}, {"ST09-005", rested = true, as = "warrior"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", as = "gundam"}} } }
  g:choose("pair " .. c(g, "luna") .. " " .. c(g, "gunner"))
  ok(g:linked("gunner"))
  g:choose(c(g, "warrior"))
  g:next_turn()                        -- the turn is over: no more redirection
  g:choose("attack " .. c(g, "gundam") .. " " .. c(g, "warrior"))
  while g:has_option("pass") do g:pass() end
  g:expect_loc("warrior", "trash")
end)

scenario({"10-1-9-1", "13-2-11-1"}, "GD04-095 Lunamaria Hawke: during the same turn, the Gunner Zaku takes it", function()
  local h = game{ p1 = { deck = 10, resources = 3, hand = {{"GD04-095", as = "luna"}},
                         battle = {{"GD04-062", as = "gunner"}, {"ST09-005", as = "warrior"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", rested = true, as = "gundam"}} } }
  h:choose("pair " .. c(h, "luna") .. " " .. c(h, "gunner"))
  h:choose(c(h, "warrior"))
  h:choose("attack " .. c(h, "warrior") .. " " .. c(h, "gundam"))
  while h:has_option("pass") do h:pass() end
  eq(h:damage("warrior"), 0)
  eq(h:damage("gunner"), 3, "Gundam's 3 battle damage")
end)
