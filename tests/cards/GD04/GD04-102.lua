-- GD04-102 Moment of Rest: 【Burst】Draw 1.  【Main】Choose 1 rested enemy Unit that is Lv.5 or lower.
-- It won't be set as active during the start phase of your opponent's next turn.
-- Props: GD01-013 Gundam (Lv4), GD01-027 Big Zam (Lv7).

scenario({"7-2-3", "10-1-8-1-1"}, "GD04-102 Moment of Rest: the chosen rested Unit stays rested; a Lv.7 one can't be chosen",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-102", as = "mor"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", rested = true, as = "gundam"}, {"GD01-027", rested = true, as = "bigzam"}} } }
  g:choose("play " .. c(g, "mor"))
  g:next_turn()
  ok(g:rested("gundam"))
  ok(not g:rested("bigzam"))
  local h = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-102", as = "mor"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", rested = true}} } }
  h:expect_no_option("play " .. c(h, "mor"))
end)

scenario({"13-2-5-1"}, "GD04-102 Moment of Rest: 【Burst】 draws 1", function()
  local g = game{ turn = 3, active = 2, p1 = { deck = 10, shields = {"GD04-102"} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " p1")
  while g:has_option("pass") do g:pass() end
  g:choose("yes")
  g:expect_count(1, "hand", 1)
end)
