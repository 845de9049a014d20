-- GD04-065 Unicorn Gundam 02 Banshee Norn (Destroy Mode): 【During Link】【Activate･Main】Exile 3 blue
-- cards from your trash：Set this Unit as active. It can't choose the enemy player as its attack
-- target during this turn.  【Attack】All enemy Units get AP-1 during this turn.
-- Props: GD04-098 Riddhe Marcenas (links it), ST01-005 GM (blue), GD01-035 Zaku II (green).

scenario({"10-1-7-4", "13-2-12-1"}, "GD04-065 Banshee Norn (Destroy Mode): exile 3 blue cards: active again, not against players",
         function()
  local g = game{ p1 = { deck = 10, trash = {"ST01-005", "ST01-005", "ST01-005", "GD01-035"},
                         battle = {{"GD04-065", pilot = "GD04-098", as = "banshee"}} },
                  p2 = { deck = 10, shields = 2, battle = {{"ST01-005", as = "gm"}, {"ST01-005", rested = true, as = "gm2"}} } }
  g:choose("attack " .. c(g, "banshee") .. " p2")
  while g:has_option("pass") do g:pass() end
  eq(g:ap("gm"), 1, "【Attack】: AP-1 to enemy Units")
  g:choose("activate " .. c(g, "banshee") .. " 1")
  g:expect_count(1, "removal", 3)
  ok(not g:rested("banshee"))
  g:expect_no_option("attack " .. c(g, "banshee") .. " p2")
  g:expect_option("attack " .. c(g, "banshee") .. " " .. c(g, "gm2"))
end)

scenario({"13-2-12-1", "10-1-7-4"}, "GD04-065 Banshee Norn (Destroy Mode): not unlinked; not with 2 blue cards", function()
  local g = game{ p1 = { deck = 10, trash = {"ST01-005", "ST01-005", "ST01-005"}, battle = {{"GD04-065", as = "banshee"}} },
                  p2 = { deck = 10 } }
  g:expect_no_option("activate " .. c(g, "banshee") .. " 1")
  local h = game{ p1 = { deck = 10, trash = {"ST01-005", "ST01-005", "GD01-035"},
                         battle = {{"GD04-065", pilot = "GD04-098", as = "banshee"}} },
                  p2 = { deck = 10 } }
  h:expect_no_option("activate " .. c(h, "banshee") .. " 1")
end)
