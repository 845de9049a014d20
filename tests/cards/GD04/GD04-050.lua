-- GD04-050 Destiny Gundam: <High-Maneuver>.  【During Pair】【Attack】You may choose 1 (Minerva
-- Squad) Unit card from your trash.  Pay its cost to deploy it.
-- Props: ST09-005 Zaku Warrior (Minerva Squad, cost 1), ST01-005 GM, ST01-010 Amuro Ray.

scenario({"13-2-10-1", "13-2-7-1", "5-8-1"}, "GD04-050 Destiny Gundam: paired, its attack deploys a (Minerva Squad) Unit card from the trash",
         function()
  local g = game{ p1 = { deck = 10, resources = 2, trash = {{"ST09-005", as = "warrior"}, {"ST01-005", as = "gm"}},
                         battle = {{"GD04-050", pilot = "ST01-010", as = "destiny"}} },
                  p2 = { deck = 10 } }
  g:choose("attack " .. c(g, "destiny") .. " p2")
  g:expect_no_option(c(g, "gm"))
  g:choose(c(g, "warrior"))
  g:expect_count(1, "battle", 2)
end)

scenario({"13-2-10-1"}, "GD04-050 Destiny Gundam: not without a Pilot", function()
  local g = game{ p1 = { deck = 10, resources = 2, trash = {{"ST09-005", as = "warrior"}},
                         battle = {{"GD04-050", as = "destiny"}} },
                  p2 = { deck = 10 } }
  g:choose("attack " .. c(g, "destiny") .. " p2")
  g:expect_loc("warrior", "trash")
end)
