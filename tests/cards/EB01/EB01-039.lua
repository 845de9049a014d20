-- EB01-039 Rising Freedom Gundam: When playing this card from your hand, if 3 or more enemy Units are
-- in play, play it as if it has 3 Lv. and cost.
-- Props: ST01-005 GM (the enemy Units).

scenario({"3-1-3", "3-1-4"}, "EB01-039 Rising Freedom Gundam: 3 enemy Units: played at Lv.3 for 3", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"EB01-039", as = "rf"}} },
                  p2 = { deck = 10, battle = {"ST01-005", "ST01-005", "ST01-005"} } }
  g:choose("play " .. c(g, "rf"))
  g:expect_loc("rf", "battle")
  eq(#g:cards(1, "resources"), 3)
end)

scenario({"3-1-3"}, "EB01-039 Rising Freedom Gundam: 2 enemy Units: Lv.6, it can't be played with 3 Resources", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"EB01-039", as = "rf"}} },
                  p2 = { deck = 10, battle = {"ST01-005", "ST01-005"} } }
  ok(not g:has_option("play " .. c(g, "rf")))
end)
