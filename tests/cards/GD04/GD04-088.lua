-- GD04-088 Tokwan: when this Unit is blocked by an enemy Unit of Lv.4 or lower, it can't receive
-- battle damage during this battle; 【Burst】.
-- Props: GD04-027 Bigro (link [Tokwan], AP5 HP4), GD04-016 Zoloat (<Blocker>, Lv.2 AP3), GD04-077
-- Flat (<Blocker>, Lv.3 AP2), GD04-068 Silver Bullet (<Blocker>, Lv.5 AP4), GD04-005 GM III.

local function attack_blocked(blocker)
  local g = game{ p1 = { deck = 10, battle = {{"GD04-027", pilot = "GD04-088", as = "bigro"}} },
                  p2 = { deck = 10, shields = 2, battle = {{blocker, as = "blocker"}, {"GD04-005", as = "gm3"}} } }
  g:choose("attack " .. c(g, "bigro") .. " p2")
  g:expect_decision{ kind = "action", player = 2 }
  g:choose("block " .. c(g, "blocker"))
  return g
end

scenario({"3-3-9-2", "13-1-4-1", "8-6-1"}, "GD04-088 Tokwan: blocked by a Lv.2 Unit, no battle damage to this Unit", function()
  local g = attack_blocked("GD04-016")
  eq(g:loc("blocker"), "trash")
  eq(g:damage("bigro"), 0, "Zoloat's 3 damage is not received")
end)

scenario("10-1-6-2", "GD04-088 Tokwan: blocked by a Lv.5 Unit, the damage is received", function()
  local g = attack_blocked("GD04-068")
  eq(g:loc("bigro"), "trash", "Silver Bullet's 4 damage on HP4")
end)

scenario("8-6-1", "GD04-088 Tokwan: only during that battle", function()
  local g = attack_blocked("GD04-077")
  eq(g:damage("bigro"), 0)
  eq(g:loc("blocker"), "trash")
  g:next_turn()
  g:expect_state{ active = 2 }
  g:choose("attack " .. c(g, "gm3") .. " " .. c(g, "bigro"))
  eq(g:damage("bigro"), 3, "a later battle: the damage is received")
end)

scenario("5-5-4", "GD04-088 Tokwan: effect damage during that battle is received", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-027", pilot = "GD04-088", as = "bigro"}} },
                  p2 = { deck = 10, shields = 2, resources = 2, hand = {{"GD01-115", as = "zeon"}},
                         battle = {{"GD04-016", as = "blocker"}} } }
  g:choose("attack " .. c(g, "bigro") .. " p2")
  g:choose("block " .. c(g, "blocker"))
  g:expect_state{ step = "action step" }
  g:expect_decision{ kind = "action", player = 2 }
  g:choose("play " .. c(g, "zeon"))      -- Zeon Remnant Forces: 1 damage to an enemy Unit
  eq(g:damage("bigro"), 1)
end)

scenario("10-1-6-2", "GD04-088 Tokwan: attacked (not blocked) by an enemy Unit, it takes battle damage", function()
  local g = game{ active = 2,
                  p1 = { deck = 10, battle = {{"GD04-027", rested = true, pilot = "GD04-088", as = "bigro"}} },
                  p2 = { deck = 10, battle = {{"GD04-005", as = "gm3"}} } }
  g:choose("attack " .. c(g, "gm3") .. " " .. c(g, "bigro"))
  eq(g:damage("bigro"), 3)
end)

scenario("13-2-5-1", "GD04-088 Tokwan 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-010", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD04-088", as = "tokwan"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("tokwan"), "hand")
end)
