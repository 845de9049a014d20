-- ST06-011 Ruthless Tactics: scenario tests of scripts/cards/ST06/ST06-011.lua.
-- 【Main】/【Action】Choose 1 to 2 friendly (Clan) Units. They get AP+2 during this turn.
-- 【Pilot】[Gaia (GQ)]
--
-- Props: ST06-006 Red Gundam, ST06-008 Sugai's Gelgoog (GQ) ((Clan), vanilla, AP3), ST01-005 GM.

scenario({"13-2-3-1", "13-2-3-2"}, "ST06-011 Ruthless Tactics 【Main】: 2 friendly (Clan) Units get AP+2", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST06-011", as = "cmd"}},
                         battle = {{"ST06-006", as = "red"}, {"ST06-008", as = "sugai"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST06-008", as = "enemy"}} } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 2 }
  g:expect_no_option(c(g, "gm"))
  g:expect_no_option(c(g, "enemy"))
  g:choose({c(g, "red"), c(g, "sugai")})
  eq(g:ap("red"), 5)
  eq(g:ap("sugai"), 5)
  eq(g:ap("enemy"), 3)
  g:next_turn()
  eq(g:ap("red"), 3, "during this turn only")
end)

scenario({"13-2-4-1", "13-2-4-3"}, "ST06-011 Ruthless Tactics 【Action】: during the opponent's attack", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 3, hand = {{"ST06-011", as = "cmd"}},
                         battle = {{"ST06-006", rested = true, as = "red"}} },
                  p2 = { deck = 10, battle = {{"ST05-006", as = "hyakuren"}} } }
  g:choose("attack " .. c(g, "hyakuren") .. " " .. c(g, "red"))
  g:choose("play " .. c(g, "cmd"))       -- one (Clan) Unit: it is chosen without asking
  ok(logged(g, "Hyakuren #" .. c(g, "hyakuren"):sub(2) .. " takes 5 battle damage"), "Red Gundam AP3+2")
  g:expect_loc("hyakuren", "trash")
end)

scenario({"10-1-8-1-1", "Q100"}, "ST06-011 Ruthless Tactics: no friendly (Clan) Unit, it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 3, hand = {{"ST06-011", as = "cmd"}}, battle = {{"ST01-005"}} },
                  p2 = { deck = 10, battle = {{"ST06-008"}} } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)
