-- GD04-090 Hallelujah Haptism: 【During Link】【Once per Turn】 in your turn, when this Unit
-- destroys an enemy Unit with battle damage, a (CB) top card may go to the hand; 【Burst】.
-- Props: GD04-034 Gundam Kyrios (link [Hallelujah Haptism]; AP1+2, +2 when rested), GD04-047
-- Gundam Virtue ((CB) card), GD04-010 Gaplant (HP4), GD04-005 GM III (AP3 HP2), GD01-087 Sayla.

local function kill(top, pilot)
  local g = game{ p1 = { deck = {"ST01-005", "ST01-005", {top, as = "top"}},
                         battle = {{"GD04-034", pilot = pilot or "GD04-090", as = "kyrios"}} },
                  p2 = { deck = 10, battle = {{"GD04-010", rested = true, as = "gaplant"}} } }
  g:choose("attack " .. c(g, "kyrios") .. " " .. c(g, "gaplant"))
  eq(g:loc("gaplant"), "trash")
  return g
end

scenario({"13-2-12-1", "10-1-6-1", "3-3-9-2"}, "GD04-090 Hallelujah Haptism: a (CB) top card revealed and added to the hand",
         function()
  local g = kill("GD04-047")
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  eq(g:loc("top"), "hand")
  ok(logged(g, "reveals"))
end)

scenario("10-1-3", "GD04-090 Hallelujah Haptism: declined, the (CB) card goes to the bottom", function()
  local g = kill("GD04-047")
  g:choose("no")
  eq(g:cards(1, "deck")[1], g:card("top"), "at the bottom")
end)

scenario("10-2-1", "GD04-090 Hallelujah Haptism: a top card that is not (CB) goes to the bottom, nothing asked", function()
  local g = kill("GD04-005")
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:cards(1, "deck")[1], g:card("top"))
  g:expect_count(1, "hand", 0)
end)

scenario("13-2-12-1", "GD04-090 Hallelujah Haptism: not linked, nothing", function()
  local g = game{ p1 = { deck = {"ST01-005", {"GD04-047", as = "top"}},
                         battle = {{"GD04-047", pilot = "GD04-090", as = "virtue"}} },
                  p2 = { deck = 10, battle = {{"GD04-005", rested = true, as = "gm3"}} } }
  ok(not g:linked("virtue"))
  g:choose("attack " .. c(g, "virtue") .. " " .. c(g, "gm3"))
  eq(g:loc("gm3"), "trash")
  eq(g:loc("top"), "deck")
  eq(g:cards(1, "deck")[2], g:card("top"), "still on top")
end)

scenario("10-1-6-2", "GD04-090 Hallelujah Haptism: destroying an attacker in the opponent's turn, nothing", function()
  local g = game{ active = 2,
                  p1 = { deck = {"ST01-005", {"GD04-047", as = "top"}},
                         battle = {{"GD04-034", rested = true, pilot = "GD04-090", as = "kyrios"}} },
                  p2 = { deck = 10, battle = {{"GD04-005", as = "gm3"}} } }
  g:choose("attack " .. c(g, "gm3") .. " " .. c(g, "kyrios"))
  eq(g:loc("gm3"), "trash")
  g:expect_decision{ kind = "action", player = 2 }   -- nothing asked of P1
  eq(g:cards(1, "deck")[2], g:card("top"), "still on top")
end)

scenario("13-2-5-1", "GD04-090 Hallelujah Haptism 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-010", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD04-090", as = "hallelujah"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("hallelujah"), "hand")
end)
