-- GD03-060 CGS Mobile Worker (Commander Type): 【Once per Turn】During your turn, when this Unit
-- receives effect damage, deploy 1 rested [CGS Mobile Worker] Unit token (T-015).
-- Props: TEST-A19-001 (【Main】 deal 1 damage to one of your Units), GD01-115 Zeon Remnant Forces.
use_cards("tests/data/cards/api19.json")

local function tokens(g, p)
  local n = 0
  for _, id in ipairs(g:cards(p, "battle")) do
    if g:number(id) == "T-015" then n = n + 1; ok(g:rested(id), "deployed rested") end
  end
  return n
end

scenario({"5-5-4", "13-2-13-1"}, "GD03-060 CGS Mobile Worker (Commander Type): effect damage in your turn deploys a rested token, once",
         function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"TEST-A19-001", as = "ff1"}, {"TEST-A19-001", as = "ff2"}},
                         battle = {{"GD03-060", as = "cgs"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "ff1"))
  eq(tokens(g, 1), 1)
  g:choose("play " .. c(g, "ff2"))
  g:choose(c(g, "cgs"))                  -- (the token is a Unit of yours too)
  g:expect_loc("cgs", "trash")           -- 2 damage: destroyed
  eq(tokens(g, 1), 1, "【Once per Turn】")
end)

scenario({"5-5-4", "5-5-3"}, "GD03-060 CGS Mobile Worker (Commander Type): not in the opponent's turn, not battle damage",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD03-060", as = "cgs"}} },
                  p2 = { deck = 10, resources = 2, hand = {{"GD01-115", as = "zrf"}} } }
  g:choose("play " .. c(g, "zrf"))
  eq(g:damage("cgs"), 1)
  eq(tokens(g, 1), 0)
  local h = game{ p1 = { deck = 10, battle = {{"GD03-060", as = "cgs"}} },
                  p2 = { deck = 10, battle = {{"ST03-007", rested = true, as = "zaku"}} } }
  h:choose("attack " .. c(h, "cgs") .. " " .. c(h, "zaku"))
  while h:has_option("pass") do h:pass() end
  eq(h:damage("cgs"), 1, "1 battle damage from Zaku I")
  eq(tokens(h, 1), 0)
end)
