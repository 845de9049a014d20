-- GD05-129 Axis: 【Burst】Deploy this card.  【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】Rest this Base：If one of your Units has been destroyed by one of your (Neo Zeon)
-- card's effects during this turn, deploy 1 (Neo Zeon) Unit card that is Lv.3 or lower from your
-- hand.
-- Props: TEST-A19-006 ((Neo Zeon) Command: destroy 1 Unit), TEST-A19-001 (1 damage to one of your
-- Units), ST03-005 Dra-C (Neo Zeon, Lv1), ST03-003 Geara Zulu (Neo Zeon, Lv3), ST01-005 GM.
use_cards("tests/data/cards/api19.json")

scenario({"13-2-1-1", "5-10-1"}, "GD05-129 Axis: after your (Neo Zeon) effect destroyed one of your Units, deploy a Lv.3 (Neo Zeon) Unit card",
         function()
  local g = game{ p1 = { deck = 10, resources = 1, base = {{"GD05-129", as = "axis"}},
                         hand = {{"TEST-A19-006", as = "purge"}, {"ST03-003", as = "zulu"}},
                         battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "purge"))    -- (GM: the one Unit to choose)
  g:expect_loc("gm", "trash")
  g:choose("activate " .. c(g, "axis") .. " 3")
  g:expect_loc("zulu", "battle")
end)

scenario({"Q100", "10-2-1", "5-10-1"}, "GD05-129 Axis: nothing destroyed by your (Neo Zeon) effect: not offered, the Base is not rested for nothing", function()
  local g = game{ p1 = { deck = 10, resources = 1, base = {{"GD05-129", as = "axis"}},
                         hand = {{"ST03-003", as = "zulu"}}, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "egm"}} } }
  g:expect_no_option("activate " .. c(g, "axis") .. " 3")
  local done, why = g:try_action("activate " .. c(g, "axis") .. " 3")
  ok(not done and why:find("condition does not hold", 1, true), tostring(why))
  ok(not g:rested("axis"))
  g:expect_loc("zulu", "hand")
end)
