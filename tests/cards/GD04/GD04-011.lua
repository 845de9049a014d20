-- GD04-011 Victory Gundam (Lv.3): 【Destroyed】 a [Parts] token if another friendly (League
-- Militaire) Unit is in play.
-- Props: GD04-014 Shokew ((League Militaire)), GD04-005 GM III, GD04-027 Bigro (AP5 HP4).

local function destroyed_attacking(other)
  local mine = {{"GD04-011", as = "victory"}}
  if other then mine[2] = {other, as = "other"} end
  local g = game{ p1 = { deck = 10, battle = mine },
                  p2 = { deck = 10, battle = {{"GD04-027", rested = true, as = "bigro"}} } }
  g:choose("attack " .. c(g, "victory") .. " " .. c(g, "bigro"))
  eq(g:loc("victory"), "trash", "AP5 on HP2")
  return g
end

scenario({"13-2-8-1", "10-2-1", "5-17-1"}, "GD04-011 Victory Gundam: destroyed with another (League Militaire) Unit in play, a Parts token",
         function()
  local g = destroyed_attacking("GD04-014")
  g:expect_count(1, "battle", 2)
  local ids = g:cards(1, "battle")
  local token = ids[1] == g:card("other") and ids[2] or ids[1]
  eq(g:number(token), "T-021")
end)

scenario("10-2-1", "GD04-011 Victory Gundam: no other (League Militaire) Unit, no token", function()
  local g = destroyed_attacking("GD04-005")
  g:expect_count(1, "battle", 1)
end)

scenario({"10-2-1", "12-3-10"}, "GD04-011 Victory Gundam: a teammate's (League Militaire) Unit is friendly", function()
  local g = game{ players = 4, mode = "team", teams = {1, 2, 1, 2},
                  p1 = { deck = 10, battle = {{"GD04-011", as = "victory"}} },
                  p2 = { deck = 10, battle = {{"GD04-027", rested = true, as = "bigro"}} },
                  p3 = { deck = 10, battle = {"GD04-014"} },
                  p4 = { deck = 10 } }
  g:choose("attack " .. c(g, "victory") .. " " .. c(g, "bigro"))
  eq(g:loc("victory"), "trash")
  g:expect_count(1, "battle", 1)
  eq(g:number(g:cards(1, "battle")[1]), "T-021", "the token is P1's")
end)
