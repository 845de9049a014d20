-- EB01-042 Psycho Haro (EX): while rested, all Units gain <Blocker>; 【Attack】 Units of Lv.7 or lower
-- can't activate <Blocker> during this battle.
-- Props: ST01-005 GM, GD04-077 (<Blocker> Lv.3), GD03-010 (Lv.8, no <Blocker>).

scenario("10-1-5-3", "EB01-042 Psycho Haro: rested, every Unit has <Blocker>; active, none", function()
  local g = game{ p1 = { deck = 10, battle = {{"EB01-042", rested = true, as = "haro"}, {"ST01-005", as = "mine"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "theirs"}} } }
  ok(g:keyword("mine", "blocker") and g:keyword("theirs", "blocker") and g:keyword("haro", "blocker"))
  local g2 = game{ p1 = { deck = 10, battle = {{"EB01-042", as = "haro"}, {"ST01-005", as = "mine"}} },
                   p2 = { deck = 10, battle = {{"ST01-005", as = "theirs"}} } }
  ok(not g2:keyword("mine", "blocker") and not g2:keyword("theirs", "blocker"))
end)

scenario({"13-2-7-1", "8-3-1"}, "EB01-042 Psycho Haro: attacking, only a Unit of Lv.8 or higher may block", function()
  local g = game{ p1 = { deck = 10, battle = {{"EB01-042", as = "haro"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"GD04-077", as = "b3"}, {"GD03-010", as = "big"}} } }
  g:choose("attack " .. c(g, "haro") .. " p2")
  g:expect_decision{ kind = "action", player = 2 }
  g:expect_no_option("block " .. c(g, "b3"))
  g:choose("block " .. c(g, "big"))      -- <Blocker> from the rested Psycho Haro
  eq(g:loc("big"), "trash", "the block happened: AP6 on HP6")
  g:expect_count(2, "shields", 3)
end)

scenario("8-6-1", "EB01-042 Psycho Haro: after that battle, Lv.7 or lower Units may block again", function()
  local g = game{ p1 = { deck = 10, battle = {{"EB01-042", as = "haro"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"GD04-077", as = "b3"}} } }
  g:choose("attack " .. c(g, "haro") .. " p2")
  g:expect_count(2, "shields", 2)
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_option("block " .. c(g, "b3"))
end)
