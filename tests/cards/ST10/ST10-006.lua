-- ST10-006 Phoenix Gundam (Power Unleashed) (EX): scenario tests of scripts/cards/ST10/ST10-006.lua.
-- 【During Pair】During your turn, when this Unit destroys an enemy Unit with battle damage, choose 1
-- enemy Unit with 3 or less HP. Return it to its owner's hand.
--
-- Phoenix (AP4 HP4) is paired with ST10-012 Mark Guilder.  Enemy: ST01-005 GM (rested, HP2),
-- ST05-006 Hyakuren (HP3), ST07-003 Gundam Virtue (HP4), ST05-009 Graze (HP2).

scenario({"13-2-10-1", "10-1-6-1"}, "ST10-006 Phoenix Gundam: paired, destroys an enemy Unit in battle, an enemy Unit with 3 or less HP to the hand",
         function()
  local g = game{ p1 = { deck = 10, battle = {{"ST10-006", pilot = "ST10-012", as = "phoenix"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}, {"ST05-006", as = "hyakuren"},
                                              {"ST07-003", as = "virtue"}, {"ST05-009", as = "graze"}} } }
  g:choose("attack " .. c(g, "phoenix") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "graze"))
  g:expect_no_option(c(g, "virtue"))     -- HP4
  g:choose(c(g, "hyakuren"))
  g:expect_loc("hyakuren", "hand")
end)

scenario({"13-2-10-1", "10-2-1"}, "ST10-006 Phoenix Gundam: no Pilot, nothing", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST10-006", as = "phoenix"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"}, {"ST05-006", as = "hyakuren"}} } }
  g:choose("attack " .. c(g, "phoenix") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
  g:expect_loc("hyakuren", "battle")
end)

scenario({"13-2-10-1", "10-2-1"}, "ST10-006 Phoenix Gundam: during the opponent's turn, nothing", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"ST10-006", pilot = "ST10-012", rested = true, as = "phoenix"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"ST05-006", as = "hyakuren"}} } }
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "phoenix"))
  g:expect_loc("gm", "trash")
  g:expect_loc("hyakuren", "battle")
  g:expect_decision{ kind = "action", player = 2 }
end)
