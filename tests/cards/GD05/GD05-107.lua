-- GD05-107 Interwoven Blessings: 【Burst】Place 1 EX Resource.  【Main】Choose 1 enemy player. Destroy
-- the first 2 cards in that player's shield area.
-- Props: EXB-001 (an EX Base), ST01-005 GM (the Shields).

scenario({"5-10-3", "13-2-3-1"}, "GD05-107 Interwoven Blessings: the first 2 cards of the enemy shield area destroyed (the Base, then the top Shield)",
         function()
  local g = game{ p1 = { deck = 10, resources = 10, hand = {{"GD05-107", as = "ib"}} },
                  p2 = { deck = 10, shields = 3, base = {{"EXB-001", as = "base"}} } }
  g:choose("play " .. c(g, "ib"))
  g:expect_loc("base", "outside")   -- (an EX Base is a token)
  g:expect_count(2, "shields", 2)
end)

scenario({"13-2-5-1"}, "GD05-107 Interwoven Blessings: 【Burst】 places an EX Resource", function()
  local g = game{ active = 2,
                  p1 = { deck = 10, shields = {{"GD05-107", as = "ib"}}, resources = 2 },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " p1")
  while g:has_option("pass") do g:pass() end
  g:choose("yes")
  g:expect_count(1, "resources", 3)
end)
