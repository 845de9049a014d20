-- GD03-004 Hambrabi: scenario tests of scripts/cards/GD03/GD03-004.lua.
-- 【Attack】If you have 2 or more other (Titans) Units in play, choose 1 enemy Unit with 5 or less
-- HP. Rest it.
--
-- Props: GD03-012 Messala (MA Mode) (Titans, no text), ST01-005 GM (not Titans), enemy
-- GD01-018 ReZEL (HP3) and GD03-010 Full Armor Unicorn Gundam (Destroy Mode) (HP6, no text).

scenario({"13-2-7-1", "10-2-1"}, "GD03-004 Hambrabi 【Attack】: with 2 other (Titans) Units, rest an enemy Unit with 5 or less HP",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-004", as = "hambrabi"}, "GD03-012", "GD03-012"} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-018", as = "rezel"}, {"GD03-010", as = "fa"}} } }
  g:choose("attack " .. c(g, "hambrabi") .. " p2")
  ok(g:rested("rezel"), "the only enemy Unit with 5 or less HP")
  ok(not g:rested("fa"), "HP6")
end)

scenario("10-2-1", "GD03-004 Hambrabi: only 1 other (Titans) Unit, nothing happens", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-004", as = "hambrabi"}, "GD03-012", "ST01-005"} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-018", as = "rezel"}} } }
  g:choose("attack " .. c(g, "hambrabi") .. " p2")
  ok(not g:rested("rezel"))
  g:expect_count(2, "shields", 1)
end)

scenario("10-2-1", "GD03-004 Hambrabi: the enemy's (Titans) Units do not count", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD03-004", as = "hambrabi"}, "GD03-012"} },
                  p2 = { deck = 10, shields = 2, battle = {{"GD01-018", as = "rezel"}, "GD03-012", "GD03-012"} } }
  g:choose("attack " .. c(g, "hambrabi") .. " p2")
  ok(not g:rested("rezel"))
end)
