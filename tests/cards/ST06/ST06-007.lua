-- ST06-007 Ortega's Rick Dom (GQ): scenario tests of scripts/cards/ST06/ST06-007.lua.
-- 【Deploy】Choose 1 of your other (Clan) Units. During this turn, it may choose an active enemy Unit
-- with 3 or less AP as its attack target.
--
-- Props: ST06-006 Red Gundam and ST06-008 Sugai's Gelgoog (GQ) ((Clan), vanilla), ST01-005 GM;
-- enemy (active): ST01-005 GM (AP2), ST05-006 Hyakuren (AP4).

local function board()
  return game{ p1 = { deck = 10, resources = 3, hand = {{"ST06-007", as = "ortega"}},
                      battle = {{"ST06-006", as = "red"}, {"ST06-008", as = "sugai"}, {"ST01-005", as = "mygm"}} },
               p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"ST05-006", as = "hyakuren"}} } }
end

scenario({"13-2-6-1", "8-2-2"}, "ST06-007 Ortega's Rick Dom 【Deploy】: the chosen (Clan) Unit may attack an active enemy Unit with 3 or less AP",
         function()
  local g = board()
  g:expect_no_option("attack " .. c(g, "red") .. " " .. c(g, "gm"))
  g:choose("play " .. c(g, "ortega"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "ortega"))     -- "other"
  g:expect_no_option(c(g, "mygm"))       -- not (Clan)
  g:choose(c(g, "red"))
  g:expect_option("attack " .. c(g, "red") .. " " .. c(g, "gm"))
  g:expect_no_option("attack " .. c(g, "red") .. " " .. c(g, "hyakuren"))   -- AP4
  g:expect_no_option("attack " .. c(g, "sugai") .. " " .. c(g, "gm"))       -- not chosen
  g:choose("attack " .. c(g, "red") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
end)

scenario({"13-2-6-1", "10-2-2"}, "ST06-007 Ortega's Rick Dom: no other (Clan) Unit of yours, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST06-007", as = "ortega"}}, battle = {{"ST01-005", as = "mygm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("play " .. c(g, "ortega"))
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_no_option("attack " .. c(g, "mygm") .. " " .. c(g, "gm"))
end)

scenario("13-2-6-1", "ST06-007 Ortega's Rick Dom: during this turn only", function()
  local g = board()
  g:choose("play " .. c(g, "ortega"))
  g:choose(c(g, "red"))
  g:next_turn()
  g:next_turn()
  g:expect_no_option("attack " .. c(g, "red") .. " " .. c(g, "gm"))
end)
