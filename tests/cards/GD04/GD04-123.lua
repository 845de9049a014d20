-- GD04-123 A Baoa Qu (HP5): while you have a rested (Zeon) Unit in play, it can't receive battle
-- damage from enemy Units of Lv.4 or lower; 【Burst】, 【Deploy】.
-- Props: GD04-027 Bigro ((Zeon)), GD04-010 Gaplant (Lv.4 AP3), GD04-022 Kikeroga (Lv.7 AP3),
-- GD04-043 Zssa (Sleeves) (【Deploy】 1 damage to an enemy Base).

scenario({"10-1-5-3", "8-5-2-4"}, "GD04-123 A Baoa Qu: a rested (Zeon) Unit, no battle damage from a Lv.4 Unit", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-010", as = "gaplant"}, {"GD04-022", as = "kikeroga"}} },
                  p2 = { deck = 10, shields = 2, base = {{"GD04-123", as = "abaoaqu"}},
                         battle = {{"GD04-027", rested = true}} } }
  g:choose("attack " .. c(g, "gaplant") .. " p2")
  eq(g:damage("abaoaqu"), 0)
  g:expect_count(2, "shields", 2)
  g:choose("attack " .. c(g, "kikeroga") .. " p2")
  eq(g:damage("abaoaqu"), 3, "Lv.7: received")
end)

scenario("10-1-5-3", "GD04-123 A Baoa Qu: no rested (Zeon) Unit, the damage is received", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-010", as = "gaplant"}} },
                  p2 = { deck = 10, shields = 2, base = {{"GD04-123", as = "abaoaqu"}}, battle = {"GD04-027"} } }
  g:choose("attack " .. c(g, "gaplant") .. " p2")
  eq(g:damage("abaoaqu"), 3)
end)

scenario("5-5-4", "GD04-123 A Baoa Qu: effect damage is received", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"GD04-043", as = "zssa"}} },
                  p2 = { deck = 10, base = {{"GD04-123", as = "abaoaqu"}}, battle = {{"GD04-027", rested = true}} } }
  g:choose("play " .. c(g, "zssa"))   -- Zssa (Sleeves): 1 damage to an enemy Base
  eq(g:damage("abaoaqu"), 1)
end)

scenario({"13-2-5-1", "13-2-6-1"}, "GD04-123 A Baoa Qu 【Burst】: deployed, a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-010", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", "ST01-005", {"GD04-123", as = "abaoaqu"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("abaoaqu"), "base")
  g:expect_count(2, "shields", 1)
  g:expect_count(2, "hand", 1)
end)
