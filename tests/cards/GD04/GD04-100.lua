-- GD04-100 Sochie Heim: 【Once per Turn】When you pay ① or more cost for one of your Units' effects,
-- you may increase this Unit's AP during this turn by an amount equal to the cost paid.
-- Props: TEST-A19-003 (【Activate･Main】①：Draw 1, Militia), GD04-076 Hipheavy.
use_cards("tests/data/cards/api19.json")

scenario({"10-1-7-3", "13-2-13-1"}, "GD04-100 Sochie Heim: ① paid for a Unit's effect: its Unit gets AP+1 this turn, once",
         function()
  local g = game{ p1 = { deck = 10, resources = 2,
                         battle = {{"GD04-076", pilot = "GD04-100", as = "hipheavy"}, {"TEST-A19-003", as = "payer"}} },
                  p2 = { deck = 10 } }
  eq(g:ap("hipheavy"), 1)
  g:choose("activate " .. c(g, "payer") .. " 1")
  g:choose("yes")
  eq(g:ap("hipheavy"), 2)
  g:choose("activate " .. c(g, "payer") .. " 1")
  g:expect_decision{ kind = "action", player = 1 }
  eq(g:ap("hipheavy"), 2, "【Once per Turn】")
  g:next_turn()
  eq(g:ap("hipheavy"), 1)
end)

scenario({"10-1-3"}, "GD04-100 Sochie Heim: 'you may'; the opponent's payments do nothing", function()
  local g = game{ p1 = { deck = 10, resources = 2,
                         battle = {{"GD04-076", pilot = "GD04-100", as = "hipheavy"}, {"TEST-A19-003", as = "payer"}} },
                  p2 = { deck = 10 } }
  g:choose("activate " .. c(g, "payer") .. " 1")
  g:choose("no")
  eq(g:ap("hipheavy"), 1)
  local h = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD04-076", pilot = "GD04-100", as = "hipheavy"}} },
                  p2 = { deck = 10, resources = 1, battle = {{"TEST-A19-003", as = "payer"}} } }
  h:choose("activate " .. c(h, "payer") .. " 1")
  h:expect_decision{ kind = "action", player = 2 }
end)
