-- GD04-003 Victory Gundam: 【Attack】 draw 1 with 3 or more (League Militaire) Units.
-- Props: GD04-014 Shokew ((League Militaire), no text), GD04-005 GM III (Earth Federation).

scenario({"13-2-7-1", "10-2-1"}, "GD04-003 Victory Gundam: 3 (League Militaire) Units in play, draw 1", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-003", as = "victory"}, "GD04-014", "GD04-014"} },
                  p2 = { deck = 10, shields = 2 } }
  g:choose("attack " .. c(g, "victory") .. " p2")
  g:expect_count(1, "hand", 1)
  g:expect_count(1, "deck", 9)
end)

scenario("10-2-1", "GD04-003 Victory Gundam: 2 (League Militaire) Units and a GM III, no draw", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD04-003", as = "victory"}, "GD04-014", "GD04-005"} },
                  p2 = { deck = 10, shields = 2, battle = {"GD04-014"} } }
  g:choose("attack " .. c(g, "victory") .. " p2")
  g:expect_count(1, "hand", 0)
  g:expect_count(1, "deck", 10)
  g:expect_count(2, "shields", 1)
end)
