-- EB01-050 Saikoro Gundam (AP5 HP6): 【Attack】 the top card of the deck to the trash; a card of Lv.3
-- or higher: an enemy Unit gets AP-2 during this battle.
-- Props: EB01-016 (Lv.3), ST01-005 GM (Lv.2), GD01-013 (Lv.4 AP3 HP4).

local function board(top)
  return game{ p1 = { deck = {"ST01-005", "ST01-005", {top, as = "top"}}, battle = {{"EB01-050", as = "saikoro"}} },
               p2 = { deck = 10, battle = {{"GD01-013", rested = true, as = "enemy"}} } }
end

scenario({"13-2-7-1", "5-20-1"}, "EB01-050 Saikoro Gundam: a Lv.3 card milled, the enemy Unit gets AP-2", function()
  local g = board("EB01-016")
  g:choose("attack " .. c(g, "saikoro") .. " " .. c(g, "enemy"))
  eq(g:loc("top"), "trash")
  eq(g:damage("saikoro"), 1, "AP3-2")
end)

scenario("5-20-1", "EB01-050 Saikoro Gundam: a Lv.2 card milled, no change", function()
  local g = board("ST01-005")
  g:choose("attack " .. c(g, "saikoro") .. " " .. c(g, "enemy"))
  eq(g:loc("top"), "trash")
  eq(g:damage("saikoro"), 3)
end)
