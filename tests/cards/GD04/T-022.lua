-- T-022 Wire-Guided Arm: this Unit can't be paired with a Pilot.  And GD04-017 Zeong, which deploys
-- it: 【When Paired･(Newtype) Pilot】Deploy 2 [Wire-Guided Arm] Unit tokens.  【Destroyed】Deploy 1
-- rested [Zeong (Head)] Unit token (T-023).
-- Props: ST01-010 Amuro Ray (Newtype), ST02-010 Heero Yuy (not), GD01-089 Riddhe Marcenas,
-- TEST-A19-002 (deal 3 damage to an enemy Unit).
use_cards("tests/data/cards/api19.json")

local function count(g, p, number)
  local n = 0
  for _, id in ipairs(g:cards(p, "battle")) do if g:number(id) == number then n = n + 1 end end
  return n
end

scenario({"13-2-9-2", "3-3-4"}, "GD04-017 Zeong: a (Newtype) Pilot deploys 2 Wire-Guided Arms, which can't be paired",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST01-010", as = "amuro"}, {"GD01-089", as = "riddhe"}},
                         battle = {{"GD04-017", as = "zeong"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("pair " .. c(g, "amuro") .. " " .. c(g, "zeong"))
  if g:decision().kind == "order" then g:choose(1) end     -- (Amuro's own 【When Paired】 too)
  while g:decision().kind == "choose" do g:choose(1) end
  eq(count(g, 1, "T-022"), 2)
  for _, id in ipairs(g:cards(1, "battle")) do
    if g:number(id) == "T-022" then g:expect_no_option("pair " .. c(g, "riddhe") .. " c" .. id) end
  end
end)

scenario({"13-2-9-2", "13-2-8-1"}, "GD04-017 Zeong: not with another Pilot; destroyed, a rested Zeong (Head)", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 4, battle = {{"GD04-017", pilot = "ST02-010", as = "zeong"}} },
                  p2 = { deck = 10, resources = 2, hand = {{"TEST-A19-002", as = "t1"}, {"TEST-A19-002", as = "t2"}} } }
  eq(count(g, 1, "T-022"), 0)
  g:choose("play " .. c(g, "t1"))
  g:choose("play " .. c(g, "t2"))       -- 6 damage of 3 + 1 HP
  g:expect_loc("zeong", "trash")
  eq(count(g, 1, "T-023"), 1)
  ok(g:rested(g:cards(1, "battle")[1]))
end)
