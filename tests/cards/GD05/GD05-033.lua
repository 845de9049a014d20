-- GD05-033 Master Gundam: 【Attack】You may choose 2 (Special Move) Command cards from your trash.
-- Exile them from the game. If you do, deal 5 damage to the first card in your opponent's shield
-- area.
-- Props: TEST-A19-011 (a (Special Move) Command), EXB-001 (an EX Base, HP3), ST01-012 (a Command
-- without the trait).
use_cards("tests/data/cards/api19.json")

scenario({"13-1-2-2", "10-1-3"}, "GD05-033 Master Gundam: 2 (Special Move) Commands exiled: 5 damage to the first card of the shield area (the Base)",
         function()
  local g = game{ p1 = { deck = 10, trash = {{"TEST-A19-011", as = "m1"}, {"TEST-A19-011", as = "m2"}},
                         battle = {{"GD05-033", as = "master"}} },
                  p2 = { deck = 10, shields = 2, base = {{"EXB-001", as = "base"}} } }
  g:choose("attack " .. c(g, "master") .. " p2")
  g:choose({ c(g, "m1"), c(g, "m2") })
  g:expect_loc("m1", "removal")
  g:expect_loc("m2", "removal")
  g:expect_loc("base", "outside")        -- 5 damage to the EX Base (HP3): destroyed, a token
  while g:has_option("pass") do g:pass() end
  g:expect_count(2, "shields", 1)        -- then the attack's own damage: the top Shield (no Base left)
end)

scenario({"10-1-3", "10-2-2"}, "GD05-033 Master Gundam: declined, or fewer than 2 such Commands: nothing", function()
  local g = game{ p1 = { deck = 10, trash = {{"TEST-A19-011", as = "m1"}, "ST01-012"},
                         battle = {{"GD05-033", as = "master"}} },
                  p2 = { deck = 10, shields = 2, base = {{"EXB-001", as = "base"}} } }
  g:choose("attack " .. c(g, "master") .. " p2")
  g:expect_loc("m1", "trash")
  eq(g:damage("base"), 0)
end)
