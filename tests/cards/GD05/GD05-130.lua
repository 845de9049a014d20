-- GD05-130 Presidential Office: 【Burst】Deploy this card.  【Deploy】Add 1 of your Shields to your hand.
-- 【Destroyed】You may exile this card in your trash from the game. If you do, you may deploy 1 Base
-- card with "Presidential Office" in its card name from your hand.

scenario({"13-2-5-1", "13-2-6-1"}, "GD05-130 Presidential Office 【Burst】: deployed; 【Deploy】: a Shield to the hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-005", as = "next"}, {"GD05-130", as = "base"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("base", "base")
  g:expect_loc("next", "hand")
  g:expect_count(2, "shields", 1)
end)

-- Big Zam (AP5) attacks P2, whose Presidential Office (HP5) takes the battle damage.
local function board(hand)
  return game{ p1 = { deck = 10, battle = {{"GD01-027", as = "bigzam"}} },
               p2 = { deck = 10, shields = 2, base = {{"GD05-130", as = "office"}}, hand = hand } }
end

scenario({"13-2-8-1", "5-20-1", "8-5-2-4"}, "GD05-130 Presidential Office 【Destroyed】: exiled, another Presidential Office deployed",
         function()
  local g = board{ {"GD05-130", as = "office2"}, {"ST01-015", as = "whitebase"} }
  g:choose("attack " .. c(g, "bigzam") .. " p2")
  g:expect_decision{ kind = "yesno", player = 2 }
  g:choose("yes")
  g:expect_loc("office", "removal")
  g:expect_decision{ kind = "choose", player = 2, min = 0, max = 1 }
  g:expect_option(c(g, "office2"))
  g:expect_no_option(c(g, "whitebase"))
  g:choose(c(g, "office2"))
  g:expect_loc("office2", "base")
  g:expect_count(2, "hand", 2)                 -- its 【Deploy】: a Shield to the hand
  g:expect_count(2, "shields", 1)
end)

scenario({"13-2-8-1", "5-20-1", "10-1-3"}, "GD05-130 Presidential Office: not exiled: no deployment", function()
  local g = board{ {"GD05-130", as = "office2"} }
  g:choose("attack " .. c(g, "bigzam") .. " p2")
  g:choose("no")
  g:expect_loc("office", "trash")
  g:expect_loc("office2", "hand")
  g:expect_count(2, "shields", 2)
end)
