-- GD04-068 Silver Bullet: <Blocker>.  When this Unit receives effect damage from an enemy, reduce
-- it by 3.
-- Props: TEST-A19-002 (deal 3 damage to an enemy Unit), GD01-115 (1), ST08-007 Penelope (AP5).
use_cards("tests/data/cards/api19.json")

scenario({"5-21-1", "5-21-2-1"}, "GD04-068 Silver Bullet: enemy effect damage reduced by 3 (3 becomes none)",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD04-068", as = "sb"}} },
                  p2 = { deck = 10, resources = 4, hand = {{"TEST-A19-002", as = "t1"}, {"TEST-A19-002", as = "t2"}} } }
  g:choose("play " .. c(g, "t1"))
  eq(g:damage("sb"), 0, "3 - 3: no damage is dealt (5-21-2-1)")
  ok(not logged(g, "Silver Bullet #" .. g:card("sb") .. " takes"), "no damage event")
  g:choose("play " .. c(g, "t2"))
  eq(g:damage("sb"), 0, "every time")
end)

scenario({"5-21-1", "5-5-3"}, "GD04-068 Silver Bullet: battle damage is not reduced", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD04-068", rested = true, as = "sb"}} },
                  p2 = { deck = 10, battle = {{"ST08-007", as = "penelope"}} } }
  g:choose("attack " .. c(g, "penelope") .. " " .. c(g, "sb"))
  while g:has_option("pass") do g:pass() end
  g:expect_loc("sb", "trash")          -- 5 battle damage of 4 HP
end)
