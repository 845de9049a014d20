-- GD04-109 Overwhelming Pressure: 【Main】/【Action】 4 damage to an enemy Unit of Lv.6 or lower.
-- Props: GD04-010 Gaplant (Lv.4 HP4), GD04-022 Kikeroga (Lv.7), GD04-027 Bigro (AP5).

scenario("10-1-8-1", "GD04-109 Overwhelming Pressure 【Main】: 4 damage to a Lv.6 or lower enemy Unit", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD04-109", as = "pressure"}} },
                  p2 = { deck = 10, battle = {{"GD04-010", as = "gaplant"}, {"GD04-022", as = "kikeroga"}} } }
  g:choose("play " .. c(g, "pressure"))
  eq(g:loc("gaplant"), "trash")
  eq(g:damage("kikeroga"), 0)
end)

scenario("8-4-1", "GD04-109 Overwhelming Pressure 【Action】: on the attacker in the action step", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-027", as = "bigro"}} },
                  p2 = { deck = 10, shields = 2, resources = 5, hand = {{"GD04-109", as = "pressure"}} } }
  g:choose("attack " .. c(g, "bigro") .. " p2")
  g:choose("play " .. c(g, "pressure"))
  eq(g:loc("bigro"), "trash")
  g:expect_count(2, "shields", 2, "the attacker is gone: no damage")
end)

scenario("10-1-8-1-1", "GD04-109 Overwhelming Pressure: only a Lv.7 enemy Unit, it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD04-109", as = "pressure"}} },
                  p2 = { deck = 10, battle = {"GD04-022"} } }
  g:expect_no_option("play " .. c(g, "pressure"))
end)
