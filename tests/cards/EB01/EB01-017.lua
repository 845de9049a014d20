-- EB01-017 Haro: 【Destroyed】If this Unit is destroyed with battle damage, you and the player who
-- destroyed this Unit draw 1.
-- Props: GD01-027 Big Zam (AP5), TEST-A19-002 (3 damage).
use_cards("tests/data/cards/api19.json")

scenario({"13-2-8-1", "5-5-3"}, "EB01-017 Haro: destroyed by battle damage: both players draw 1", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"EB01-017", rested = true, as = "haro"}} },
                  p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("attack " .. c(g, "bigzam") .. " " .. c(g, "haro"))
  while g:has_option("pass") do g:pass() end
  g:expect_loc("haro", "trash")
  g:expect_count(1, "hand", 1)
  g:expect_count(2, "hand", 1)
end)

scenario({"13-2-8-1", "5-5-4"}, "EB01-017 Haro: destroyed by effect damage: nothing", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"EB01-017", as = "haro"}} },
                  p2 = { deck = 10, resources = 1, hand = {{"TEST-A19-002", as = "t"}} } }
  g:choose("play " .. c(g, "t"))
  g:expect_loc("haro", "trash")
  g:expect_count(1, "hand", 0)
  g:expect_count(2, "hand", 0)
end)
