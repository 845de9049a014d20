-- ST08-014 Valiant: scenario tests of scripts/cards/ST08/ST08-014.lua.
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand. Then, choose 1 of your Units. It gets AP+2 during this
-- turn.

scenario({"13-2-5-1", "13-2-6-1", "5-20-2"}, "ST08-014 Valiant 【Burst】: deployed; a Shield to the hand, then AP+2 to one of its owner's Units",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"ST01-005", as = "next"}, {"ST08-014", as = "base"}},
                         battle = {{"ST05-006", as = "hyakuren"}, {"ST01-005", as = "theirs"}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:choose("yes")
  g:expect_loc("base", "base")
  g:expect_loc("next", "hand")
  g:expect_decision{ kind = "choose", player = 2 }
  g:expect_no_option(c(g, "gm"))
  g:choose(c(g, "hyakuren"))
  eq(g:ap("hyakuren"), 6)
end)

scenario({"13-2-6-1", "5-20-2"}, "ST08-014 Valiant: played with no Shield left, the AP+2 still comes", function()
  local g = game{ p1 = { deck = 10, resources = 2, shields = 0, hand = {{"ST08-014", as = "base"}},
                         battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "base"))
  g:expect_count(1, "hand", 0)
  eq(g:ap("gm"), 4)
  g:next_turn()
  eq(g:ap("gm"), 2, "during this turn only")
end)
