-- ST09-009 Giant Killing: scenario tests of scripts/cards/ST09/ST09-009.lua.
-- 【Main】/【Action】Choose 1 active enemy Unit with 4 or less AP. Destroy it.
--
-- Enemy: ST05-006 Hyakuren (AP4), ST07-003 Gundam Virtue (AP5), ST01-005 GM (rested).

scenario({"13-2-3-1", "5-10-1"}, "ST09-009 Giant Killing 【Main】: destroy an active enemy Unit with 4 or less AP", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST09-009", as = "cmd"}}, battle = {{"ST01-005", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"ST05-006", as = "hyakuren"}, {"ST07-003", as = "virtue"},
                                              {"ST01-005", rested = true, as = "gm"}, {"ST05-009", as = "graze"}} } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "graze"))
  g:expect_no_option(c(g, "virtue"))     -- AP5
  g:expect_no_option(c(g, "gm"))         -- rested
  g:expect_no_option(c(g, "mine"))
  g:choose(c(g, "hyakuren"))
  g:expect_loc("hyakuren", "trash")
end)

scenario({"13-2-4-1", "10-1-8-1-1"}, "ST09-009 Giant Killing 【Action】: the attacking Unit is rested; another active one", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 4, hand = {{"ST09-009", as = "cmd"}}, battle = {{"ST07-003", rested = true, as = "virtue"}} },
                  p2 = { deck = 10, battle = {{"ST05-006", as = "attacker"}, {"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "attacker") .. " " .. c(g, "virtue"))
  g:choose("play " .. c(g, "cmd"))       -- the attacker is rested: the GM is the only target
  g:expect_loc("gm", "trash")
  local g2 = game{ p1 = { deck = 10, resources = 4, hand = {{"ST09-009", as = "cmd"}} },
                   p2 = { deck = 10, battle = {{"ST07-003"}, {"ST01-005", rested = true}} } }
  g2:expect_no_option("play " .. c(g2, "cmd"))
end)
