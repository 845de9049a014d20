-- GD05-022 Gundam Schwarzette: <Breach 3>.  【Activate･Action】Exile 2 Command cards in your trash
-- from the game：During this battle, when this Unit receives enemy damage, reduce it by 2.
-- Props: GD01-115 Zeon Remnant Forces and ST01-012 (Commands in the trash), ST01-005 GM (not a
-- Command), ST08-007 Penelope (AP5).

scenario({"10-1-7-4", "5-21-1"}, "GD05-022 Gundam Schwarzette: exile 2 Commands from the trash: enemy damage -2 this battle",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, trash = {"GD01-115", "ST01-005", "ST01-012", "GD01-115"},
                         battle = {{"GD05-022", rested = true, as = "schwarz"}} },
                  p2 = { deck = 10, battle = {{"ST08-007", as = "penelope"}} } }
  g:choose("attack " .. c(g, "penelope") .. " " .. c(g, "schwarz"))
  g:choose("activate " .. c(g, "schwarz") .. " 1")
  g:expect_decision{ kind = "choose", player = 1, min = 2, max = 2 }   -- 3 Commands to choose from
  eq(#g:decision().keys, 3, "Commands only")
  g:choose{1, 2}
  g:expect_count(1, "removal", 2)
  g:expect_count(1, "trash", 2)
  g:expect_no_option("activate " .. c(g, "schwarz") .. " 1")   -- 1 Command left
  while g:has_option("pass") do g:pass() end
  eq(g:damage("schwarz"), 3, "5 - 2")
end)

scenario({"10-1-7-4"}, "GD05-022 Gundam Schwarzette: not with fewer than 2 Command cards in the trash", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, trash = {"GD01-115", "ST01-005"},
                         battle = {{"GD05-022", rested = true, as = "schwarz"}} },
                  p2 = { deck = 10, battle = {{"ST08-007", as = "penelope"}} } }
  g:choose("attack " .. c(g, "penelope") .. " " .. c(g, "schwarz"))
  g:expect_no_option("activate " .. c(g, "schwarz") .. " 1")
end)
