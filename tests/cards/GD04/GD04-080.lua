-- GD04-080 Alvatore: 【Destroyed】 with another (UN)/(Superpower Bloc) Unit in play, a rested
-- [Alvaaron] token.
-- Props: GD04-079 Agrissa ((Superpower Bloc)), GD04-005 GM III, GD04-027 Bigro (AP5 HP4).

local function destroyed_attacking(other)
  local g = game{ p1 = { deck = 10, battle = {{"GD04-080", as = "alvatore"}, {other, as = "other"}} },
                  p2 = { deck = 10, battle = {{"GD04-027", rested = true, as = "bigro"}} } }
  g:choose("attack " .. c(g, "alvatore") .. " " .. c(g, "bigro"))
  eq(g:loc("alvatore"), "trash", "AP5 on HP4")
  return g
end

scenario({"13-2-8-1", "10-2-1", "5-17-1"}, "GD04-080 Alvatore: destroyed beside a (Superpower Bloc) Unit, a rested Alvaaron",
         function()
  local g = destroyed_attacking("GD04-079")
  g:expect_count(1, "battle", 2)
  local ids = g:cards(1, "battle")
  local token = ids[1] == g:card("other") and ids[2] or ids[1]
  eq(g:number(token), "T-024")
  ok(g:rested(token))
end)

scenario("10-2-1", "GD04-080 Alvatore: no other (UN)/(Superpower Bloc) Unit, no token", function()
  local g = destroyed_attacking("GD04-005")
  g:expect_count(1, "battle", 1)
end)
