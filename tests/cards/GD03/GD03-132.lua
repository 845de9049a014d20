-- GD03-132 Radish: scenario tests of scripts/cards/GD03/GD03-132.lua.
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Destroyed】If you have an (AEUG) Link Unit in play, choose 1 enemy Unit with 4 or less HP. Rest it.
--
-- P2 attacks P1's Radish (HP5) with GD01-027 Big Zam (AP5): it is destroyed.  The (AEUG) Link
-- Unit: GD03-079 G-Defenser with GD03-099 Emma Sheen.  P2's other Units: GD01-018 ReZEL (HP3),
-- GD03-010 Full Armor Unicorn (HP6).

local function board(pilot)
  return game{ turn = 3, active = 2,
               p1 = { deck = 10, shields = 2, base = {{"GD03-132", as = "radish"}},
                      battle = {{"GD03-079", pilot = pilot, rested = true, as = "gdef"}} },
               p2 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}, {"GD01-018", as = "rezel"}, {"GD03-010", as = "fa"}} } }
end

scenario({"13-2-8-1", "10-2-1"}, "GD03-132 Radish 【Destroyed】: with an (AEUG) Link Unit, rest an enemy Unit with 4 or less HP", function()
  local g = board("GD03-099")
  ok(g:linked("gdef"))
  g:choose("attack " .. c(g, "bigzam") .. " p1")
  eq(g:loc("radish"), "trash")
  ok(g:rested("rezel"), "the only enemy Unit with 4 or less HP (Big Zam is rested already)")
  ok(not g:rested("fa"))
end)

scenario("10-2-1", "GD03-132 Radish: no (AEUG) Link Unit, nothing", function()
  local g = board("ST02-010")
  g:choose("attack " .. c(g, "bigzam") .. " p1")
  eq(g:loc("radish"), "trash")
  ok(not g:rested("rezel"))
end)

scenario("13-2-5-1", "GD03-132 Radish 【Burst】: deployed, a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", "ST01-005", {"GD03-132", as = "card"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("card"), "base")
  g:expect_count(2, "hand", 1)
end)
