-- GD04-086 Garma Zabi: 【During Link】【Destroyed】 with no EX Resource, place 1; 【Burst】.
-- Props: GD04-026 Garma's Dopp (link [Garma Zabi], AP1 HP1), GD04-005 GM III (no link),
-- GD04-027 Bigro (AP5).

local function ex_count(g, p)
  local n = 0
  for _, id in ipairs(g:cards(p, "resources")) do
    if g:number(id) == "EXR-001" then n = n + 1 end
  end
  return n
end

local function destroyed(unit, resources)
  local g = game{ p1 = { deck = 10, resources = resources,
                         battle = {{unit, pilot = "GD04-086", as = "unit"}} },
                  p2 = { deck = 10, battle = {{"GD04-027", rested = true, as = "bigro"}} } }
  g:choose("attack " .. c(g, "unit") .. " " .. c(g, "bigro"))
  eq(g:loc("unit"), "trash")
  return g
end

scenario({"13-2-12-1", "13-2-8-1", "3-3-9-2"}, "GD04-086 Garma Zabi: the Link Unit destroyed with no EX Resource, 1 placed",
         function()
  local g = destroyed("GD04-026", 2)
  eq(ex_count(g, 1), 1)
end)

scenario("10-2-1", "GD04-086 Garma Zabi: with an EX Resource already, none placed", function()
  local g = destroyed("GD04-026", {2, ex = 1})
  eq(ex_count(g, 1), 1)
  g:expect_count(1, "resources", 3)
end)

scenario("13-2-12-1", "GD04-086 Garma Zabi: not linked, none placed", function()
  local g = destroyed("GD04-005", 2)
  eq(ex_count(g, 1), 0)
end)

scenario("13-2-5-1", "GD04-086 Garma Zabi 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-010", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD04-086", as = "garma"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("garma"), "hand")
end)
