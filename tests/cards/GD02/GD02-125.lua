-- GD02-125 Gwadan: 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, if it is your turn, you may discard 1 red
-- card. If you do, draw 1.

scenario({"13-2-5-1", "13-2-6-1"}, "GD02-125 Gwadan 【Burst】: deployed from the shield area, its 【Deploy】 adds a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-005", as = "next"}, {"GD02-125", as = "base"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  while g:decision().player == 2 and g:decision().kind ~= "action" do g:choose(1) end
  g:expect_loc("base", "base")
  g:expect_loc("next", "hand")
end)

scenario({"13-2-6-1", "5-20-1"}, "GD02-125 Gwadan 【Deploy】 in your turn: discard a red card, draw 1", function()
  local g = game{ p1 = { deck = 10, resources = 4, shields = 2,
                         hand = {{"GD02-125", as = "gwadan"}, {"GD02-050", as = "red"}, {"ST01-005", as = "blue"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "gwadan"))
  g:expect_decision{ kind = "choose", player = 1, min = 0 }
  g:expect_no_option(c(g, "blue"))
  g:choose(c(g, "red"))
  g:expect_loc("red", "trash")
  g:expect_count(1, "hand", 3)      -- the Shield, GM and the draw
  g:expect_count(1, "deck", 9)
end)

scenario({"13-2-6-1", "5-20-1"}, "GD02-125 Gwadan: no discard, no draw; from a 【Burst】 in the opponent's turn, no question",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, shields = 2, hand = {{"GD02-125", as = "gwadan"}, {"GD02-050", as = "red"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "gwadan"))
  g:choose({})
  g:expect_count(1, "deck", 10)
  g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
            p2 = { deck = 10, hand = {"GD02-050"}, shields = {"ST01-005", "ST01-005", {"GD02-125", as = "gwadan"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("gwadan", "base")
  g:expect_count(2, "deck", 10)
  g:expect_decision{ kind = "action", player = 1 }
end)
