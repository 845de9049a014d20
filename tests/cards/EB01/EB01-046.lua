-- EB01-046 Striker Custom (EX): 【During Pair】【Attack】 an enemy Unit of Lv.4 or higher gets AP-2
-- during this battle.
-- Props: EB01-071 Ittou Tsurugi (Pilot AP+2 HP+1), GD01-013 (Lv.4 AP3 HP4), ST01-005 GM (Lv.2).

scenario({"13-2-7-1", "3-3-9-2"}, "EB01-046 Striker Custom: paired, the Lv.4 enemy Unit gets AP-2 for the battle", function()
  local g = game{ p1 = { deck = 10, battle = {{"EB01-046", pilot = "EB01-071", as = "striker"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", rested = true, as = "lv4"}, {"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "striker") .. " " .. c(g, "lv4"))
  eq(g:damage("striker"), 1, "AP3-2")
  eq(g:ap("gm"), 2, "a Lv.2 Unit is not offered")
end)

scenario("13-2-10", "EB01-046 Striker Custom: without a Pilot, nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"EB01-046", as = "striker"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", rested = true, as = "lv4"}} } }
  g:choose("attack " .. c(g, "striker") .. " " .. c(g, "lv4"))
  eq(g:loc("striker"), "trash", "AP3 on HP3")
end)
