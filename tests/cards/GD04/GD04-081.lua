-- GD04-081 Üso Ewin: 【When Paired】 on a (League Militaire) Unit, a [Parts] token; 【Burst】.
-- Props: GD04-014 Shokew ((League Militaire)), GD04-005 GM III (not), GD04-010 Gaplant (attacker).

scenario({"13-2-9-1", "3-3-9-2", "5-17-1"}, "GD04-081 Üso Ewin: paired with a (League Militaire) Unit, a Parts token",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-081", as = "uso"}},
                         battle = {{"GD04-014", as = "shokew"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "uso") .. " " .. c(g, "shokew"))
  g:expect_count(1, "battle", 2)
  local ids = g:cards(1, "battle")
  local token = ids[1] == g:card("shokew") and ids[2] or ids[1]
  eq(g:number(token), "T-021")
end)

scenario("10-2-1", "GD04-081 Üso Ewin: paired with a Unit that is not (League Militaire), no token", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-081", as = "uso"}},
                         battle = {{"GD04-005", as = "gm3"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "uso") .. " " .. c(g, "gm3"))
  g:expect_count(1, "battle", 1)
end)

scenario("13-2-5-1", "GD04-081 Üso Ewin 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-010", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD04-081", as = "uso"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:expect_decision{ kind = "yesno", player = 2 }
  g:choose("yes")
  eq(g:loc("uso"), "hand")
end)
