-- ST07-015 Ptolemaios: scenario tests of scripts/cards/ST07/ST07-015.lua.
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- While a rested friendly (CB) Unit is in play, this Base can't receive damage from enemy Units that
-- are Lv.3 or lower, other than Unit tokens.
--
-- P2 has Ptolemaios and a rested ST07-006 Gundam Dynames ((CB)).  Attackers: ST01-005 GM (Lv.2),
-- ST07-002 Gundam Exia (Lv.4), a T-007 Zaku Ⅱ token (Lv.0).

local function board(attacker, cb_rested)
  return game{ p1 = { deck = 10, battle = {{attacker, as = "attacker"}} },
               p2 = { deck = 10, shields = 2, base = {{"ST07-015", as = "base"}},
                      battle = {{"ST07-006", rested = cb_rested, as = "dynames"}} } }
end

scenario({"13-2-5-1", "13-2-6-1"}, "ST07-015 Ptolemaios 【Burst】: deployed, its 【Deploy】 adds a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-005", as = "next"}, {"ST07-015", as = "base"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  while g:decision().player == 2 and g:decision().kind ~= "action" do g:choose(1) end
  g:expect_loc("base", "base")
  g:expect_loc("next", "hand")
end)

scenario({"10-1-5-3", "5-5-3"}, "ST07-015 Ptolemaios: a rested friendly (CB) Unit, no damage from an enemy Unit of Lv.3 or lower", function()
  local g = board("ST01-005", true)
  g:choose("attack " .. c(g, "attacker") .. " p2")
  eq(g:damage("base"), 0)
  g:expect_count(2, "shields", 2)
end)

scenario({"10-1-5-3", "5-5-3"}, "ST07-015 Ptolemaios: a Lv.4 enemy Unit deals its damage", function()
  local g = board("ST07-002", true)
  g:choose("attack " .. c(g, "attacker") .. " p2")
  eq(g:damage("base"), 4)
end)

scenario({"10-1-5-3", "5-17-2-4"}, "ST07-015 Ptolemaios: a Unit token (Lv.0) deals its damage", function()
  local g = board("T-007", true)
  g:choose("attack " .. c(g, "attacker") .. " p2")
  eq(g:damage("base"), 1)
end)

scenario("10-1-5-3", "ST07-015 Ptolemaios: the (CB) Unit active, damage is dealt", function()
  local g = board("ST01-005", false)
  g:choose("attack " .. c(g, "attacker") .. " p2")
  eq(g:damage("base"), 2)
end)
