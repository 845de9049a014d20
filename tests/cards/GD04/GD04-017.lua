-- GD04-017 Zeong: 【When Paired･(Newtype) Pilot】 2 [Wire-Guided Arm] tokens; 【Destroyed】 a rested
-- [Zeong (Head)] token.
-- Props: GD02-089 Lalah Sune ((Zeon) (Newtype) Pilot; no script), GD04-086 Garma Zabi ((Zeon),
-- not Newtype), GD04-027 Bigro (AP5 HP4).

-- Lalah Sune's own 【When Paired】 (no other (Zeon) Link Unit: nothing to choose) may be
-- waiting beside Zeong's: resolve Zeong's first.
local function zeong_first(g)
  if g:decision().kind == "order" then g:choose("Zeong") end
end

local function numbers(g, p)
  local t = {}
  for _, id in ipairs(g:cards(p, "battle")) do t[#t + 1] = g:number(id) end
  table.sort(t)
  return list(t)
end

scenario({"13-2-9-2", "5-17-1"}, "GD04-017 Zeong: a (Newtype) Pilot paired, 2 Wire-Guided Arm tokens", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD02-089", as = "lalah"}},
                         battle = {{"GD04-017", as = "zeong"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "lalah") .. " " .. c(g, "zeong"))
  zeong_first(g)
  eq(numbers(g, 1), "GD04-017,T-022,T-022")
end)

scenario("13-2-9-2", "GD04-017 Zeong: a Pilot that is not (Newtype), no token", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD04-086", as = "garma"}},
                         battle = {{"GD04-017", as = "zeong"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "garma") .. " " .. c(g, "zeong"))
  eq(numbers(g, 1), "GD04-017")
end)

scenario({"13-2-8-1", "5-17-1"}, "GD04-017 Zeong: destroyed, a rested Zeong (Head) token",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-017", as = "zeong"}} },
                  p2 = { deck = 10, battle = {{"GD04-027", rested = true, as = "bigro"}} } }
  g:choose("attack " .. c(g, "zeong") .. " " .. c(g, "bigro"))
  eq(g:loc("zeong"), "trash", "AP5 on HP3")
  local ids = g:cards(1, "battle")
  eq(#ids, 1)
  eq(g:number(ids[1]), "T-023")
  ok(g:rested(ids[1]), "deployed rested")
end)

scenario("11-4-2-2", "GD04-017 Zeong: 2 arms deployed at once into a full battle area: 2 Units are trashed first",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD02-089", as = "lalah"}},
                         battle = {{"GD04-017", as = "zeong"}, {"GD04-005", as = "a"}, {"GD04-005", as = "b"},
                                   "GD04-005", "GD04-005", "GD04-005"} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "lalah") .. " " .. c(g, "zeong"))
  zeong_first(g)
  g:expect_decision{ kind = "choose", player = 1, min = 2, max = 2 }
  g:choose{ c(g, "a"), c(g, "b") }
  eq(g:loc("a"), "trash")
  eq(g:loc("b"), "trash")
  eq(numbers(g, 1), "GD04-005,GD04-005,GD04-005,GD04-017,T-022,T-022")
end)
