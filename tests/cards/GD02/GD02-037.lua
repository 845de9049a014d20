-- GD02-037 Gundam Virsago: 【Deploy】If there are 3 or less enemy Shields, choose 1 enemy Unit with
-- 5 or less AP. Deal 2 damage to it.

scenario("13-2-6-1", "GD02-037 Gundam Virsago: 3 enemy Shields, 2 damage to an enemy Unit with 5 or less AP", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD02-037", as = "virsago"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"GD01-027", as = "bigzam"}, {"GD02-053", as = "x"}} } }
  g:choose("play " .. c(g, "virsago"))
  eq(g:damage("bigzam"), 2, "AP5: the only one (Gundam X has AP6)")
  eq(g:damage("x"), 0)
end)

scenario({"13-2-6-1", "10-2-1"}, "GD02-037 Gundam Virsago: 4 enemy Shields, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD02-037", as = "virsago"}} },
                  p2 = { deck = 10, shields = 4, battle = {{"GD01-027", as = "bigzam"}} } }
  g:choose("play " .. c(g, "virsago"))
  eq(g:damage("bigzam"), 0)
end)
