-- GD05-054 Alpha Azieru: <Blocker>.  【Once per Turn】When one of your Units is destroyed by an
-- effect, draw 1.
-- Props: TEST-A19-006 (destroy 1 Unit), TEST-A19-002 (3 damage), ST01-005 GM (AP2 HP2).
use_cards("tests/data/cards/api19.json")

scenario({"5-10-1", "13-2-13-1"}, "GD05-054 Alpha Azieru: one of your Units destroyed by an effect (or effect damage): draw 1, once",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD05-054", as = "alpha"}, {"ST01-005", as = "gm"}, {"ST01-005", as = "gm2"}} },
                  p2 = { deck = 10, resources = 2, hand = {{"TEST-A19-002", as = "t"}, {"TEST-A19-006", as = "purge"}} } }
  g:choose("play " .. c(g, "t"))
  g:choose(c(g, "gm"))
  g:expect_loc("gm", "trash")
  g:expect_count(1, "hand", 1, "destroyed by effect damage")
  g:choose("play " .. c(g, "purge"))
  g:choose(c(g, "gm2"))
  g:expect_count(1, "hand", 1, "【Once per Turn】")
end)

scenario({"5-5-3"}, "GD05-054 Alpha Azieru: not a Unit destroyed by battle damage", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD05-054", as = "alpha"}, {"ST01-005", rested = true, as = "gm"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", as = "gundam"}} } }
  g:choose("attack " .. c(g, "gundam") .. " " .. c(g, "gm"))
  while g:has_option("pass") do g:pass() end
  g:expect_loc("gm", "trash")
  g:expect_count(1, "hand", 0)
end)
