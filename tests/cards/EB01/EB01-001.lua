-- EB01-001 Gundam Astray Red Frame Custom (EX): 【Activate･Main】【Once per Turn】Exile 2 Command
-- cards from your trash from the game：Choose 1 damaged enemy Unit that is Lv.7 or lower.  Rest
-- it.  It won't be set as active during the start phase of your opponent's next turn.
-- Props: GD01-115, ST01-012 (Commands), ST01-005 GM, GD01-013 Gundam (Lv4), GD04-004 (Lv8).

scenario({"10-1-7-4", "7-2-3"}, "EB01-001 Astray Red Frame Custom: exile 2 Commands: rest a damaged enemy Unit and keep it rested",
         function()
  local g = game{ p1 = { deck = 10, trash = {"GD01-115", "ST01-012", "ST01-005"},
                         battle = {{"EB01-001", as = "astray"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", damage = 1, as = "gundam"}, {"ST01-005", as = "gm"}} } }
  g:choose("activate " .. c(g, "astray") .. " 1")
  ok(g:rested("gundam"))
  g:expect_count(1, "removal", 2)
  g:expect_count(1, "trash", 1)
  g:expect_no_option("activate " .. c(g, "astray") .. " 1")   -- 【Once per Turn】
  g:next_turn()
  ok(g:rested("gundam"), "kept rested through P2's start phase")
end)

scenario({"10-1-7-4", "10-1-8-1-1"}, "EB01-001 Astray Red Frame Custom: no 2 Commands, or no damaged enemy Unit: not offered",
         function()
  local g = game{ p1 = { deck = 10, trash = {"GD01-115", "ST01-005"}, battle = {{"EB01-001", as = "astray"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", damage = 1, as = "gundam"}} } }
  g:expect_no_option("activate " .. c(g, "astray") .. " 1")
  local h = game{ p1 = { deck = 10, trash = {"GD01-115", "ST01-012"}, battle = {{"EB01-001", as = "astray"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", as = "gundam"}} } }
  h:expect_no_option("activate " .. c(h, "astray") .. " 1")
end)
