-- GD04-056 Sword Impulse Gundam (AP3 HP3): 【Deploy】 1 damage to itself; if you do, rest an enemy
-- Unit with 3 or less AP.
-- Props: GD04-005 GM III (AP3), GD04-027 Bigro (AP5).

scenario({"13-2-6-1", "5-20-1"}, "GD04-056 Sword Impulse Gundam: 1 damage to itself, an enemy Unit with 3 or less AP rested",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-056", as = "impulse"}} },
                  p2 = { deck = 10, battle = {{"GD04-005", as = "gm3"}, {"GD04-027", as = "bigro"}} } }
  g:choose("play " .. c(g, "impulse"))
  eq(g:damage("impulse"), 1)
  ok(g:rested("gm3"))
  ok(not g:rested("bigro"), "AP5")
end)

scenario("10-2-2", "GD04-056 Sword Impulse Gundam: no enemy Unit with 3 or less AP, only the damage", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-056", as = "impulse"}} },
                  p2 = { deck = 10, battle = {{"GD04-027", as = "bigro"}} } }
  g:choose("play " .. c(g, "impulse"))
  eq(g:damage("impulse"), 1)
  ok(not g:rested("bigro"))
end)
