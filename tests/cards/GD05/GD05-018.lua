-- GD05-018 Gundam Calibarn: when one of your EX Resources is exiled from the game, you may choose
-- 1 of your Units.  During this turn, when it receives enemy damage, reduce it by 3.
-- 【Deploy】Place 3 EX Resources.
-- Props: ST01-005 GM, TEST-A19-002 (deal 3 damage to an enemy Unit), GD01-013 Gundam (cost 2).
use_cards("tests/data/cards/api19.json")

local function ex(g, p)
  local n = 0
  for _, id in ipairs(g:cards(p, "resources")) do if g:number(id) ~= "R-001" then n = n + 1 end end
  return n
end

scenario({"5-17-3-2-3", "5-21-1"}, "GD05-018 Gundam Calibarn: an EX Resource spent: a Unit's enemy damage is reduced by 3 this turn",
         function()
  local g = game{ p1 = { deck = 10, resources = {4, rested = 3, ex = 1}, hand = {{"GD01-013", as = "gundam"}},
                         battle = {{"GD05-018", as = "calibarn"}} },
                  p2 = { deck = 10, resources = 1, hand = {{"TEST-A19-002", as = "t"}} } }
  g:choose("play " .. c(g, "gundam"))   -- cost 2: the Resource, then the EX Resource
  eq(ex(g, 1), 0, "the EX Resource is gone")
  g:expect_decision{ kind = "choose", player = 1 }
  g:choose(c(g, "calibarn"))
  g:end_main()
  g:choose("play " .. c(g, "t"))        -- P2 in the end phase's action step
  g:choose(c(g, "calibarn"))
  eq(g:damage("calibarn"), 0, "3 - 3")
end)

scenario({"5-17-3-2-3", "13-2-6-1"}, "GD05-018 Gundam Calibarn: 'you may'; no EX Resource spent, nothing; 【Deploy】 places 3",
         function()
  local g = game{ p1 = { deck = 10, resources = {4, rested = 3, ex = 1}, hand = {{"GD01-013", as = "gundam"}},
                         battle = {{"GD05-018", as = "calibarn"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "gundam"))
  g:choose({})                          -- choose none
  g:expect_decision{ kind = "action", player = 1 }
  local h = game{ p1 = { deck = 10, resources = 8, hand = {{"GD05-018", as = "calibarn"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  h:choose("play " .. c(h, "calibarn"))  -- cost 7 of 8 normal Resources: no EX Resource used
  eq(ex(h, 1), 3, "【Deploy】 placed 3 EX Resources")
  h:choose("play " .. c(h, "gm"))        -- the last normal Resource pays: still none used
  h:expect_decision{ kind = "action", player = 1 }
end)
