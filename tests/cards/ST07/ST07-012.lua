-- ST07-012 Allelujah Haptism: scenario tests of scripts/cards/ST07/ST07-012.lua.
-- 【Burst】Add this card to your hand.
-- During your turn, while you have a (CB) Link Unit in play, this Unit can't receive battle damage
-- from enemy Units with 3 or less AP.
--
-- Allelujah links with ST07-008 Gundam Kyrios (Flight Mode) ((CB) AP3+1 HP1+1).  Enemy (rested):
-- ST01-005 GM (AP2 HP2), ST05-006 Hyakuren (AP4 HP3).

scenario({"5-5-3", "13-2-12-1"}, "ST07-012 Allelujah: during your turn, with a (CB) Link Unit, no battle damage from an enemy Unit with 3 or less AP",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"ST07-008", pilot = "ST07-012", as = "kyrios"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  ok(g:linked("kyrios"))
  g:choose("attack " .. c(g, "kyrios") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
  eq(g:damage("kyrios"), 0)
end)

scenario("5-5-3", "ST07-012 Allelujah: an enemy Unit with 4 AP deals its damage", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST07-008", pilot = "ST07-012", as = "kyrios"}} },
                  p2 = { deck = 10, battle = {{"ST05-006", rested = true, as = "hyakuren"}} } }
  g:choose("attack " .. c(g, "kyrios") .. " " .. c(g, "hyakuren"))
  g:expect_loc("kyrios", "trash")
end)

scenario("5-5-3", "ST07-012 Allelujah: during the opponent's turn, damage is dealt", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"ST07-008", pilot = "ST07-012", rested = true, as = "kyrios"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "kyrios"))
  g:expect_loc("kyrios", "trash")
end)

scenario({"5-5-3", "10-1-5-3"}, "ST07-012 Allelujah: no (CB) Link Unit in play, damage is dealt; another (CB) Link Unit is enough", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", pilot = "ST07-012", as = "mygm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  ok(not g:linked("mygm"))
  g:choose("attack " .. c(g, "mygm") .. " " .. c(g, "gm"))
  eq(g:damage("mygm"), 2)
  local g2 = game{ p1 = { deck = 10, battle = {{"ST01-005", pilot = "ST07-012", as = "mygm"},
                                              {"ST07-002", pilot = "ST07-009"}} },
                   p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}} } }
  g2:choose("attack " .. c(g2, "mygm") .. " " .. c(g2, "gm"))
  g2:expect_loc("gm", "trash")
  eq(g2:damage("mygm"), 0)
end)

scenario("13-2-5-1", "ST07-012 Allelujah 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST07-012", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "hand")
end)
