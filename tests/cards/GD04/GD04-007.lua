-- GD04-007 Victory Gundam Hexa: 【During Pair】【Attack】 deploy 1 [Parts] token.
-- Props: GD01-087 Sayla Mass (a Pilot).

scenario({"13-2-10-1", "13-2-7-1", "5-17-1"}, "GD04-007 Victory Gundam Hexa: paired, its attack deploys a Parts token",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-007", pilot = "GD01-087", as = "hexa"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "hexa") .. " p2")
  local ids = g:cards(1, "battle")
  eq(#ids, 2, "Hexa and the token")
  local token = ids[1] == g:card("hexa") and ids[2] or ids[1]
  eq(g:number(token), "T-021")
  ok(not g:rested(token), "the token is deployed active")
  g:expect_count(2, "shields", 1)
end)

scenario("13-2-10-1", "GD04-007 Victory Gundam Hexa: without a Pilot, no token", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-007", as = "hexa"}} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "hexa") .. " p2")
  g:expect_count(1, "battle", 1)
end)
