-- ST05-013 With Iron and Blood: scenario tests of scripts/cards/ST05/ST05-013.lua.
-- 【Main】/【Action】Choose 1 of your Units. Deal 1 damage to it. It gets AP+3 during this turn.
--
-- Props: ST05-006 Hyakuren (AP4 HP3), ST01-005 GM (AP2 HP2).

scenario({"13-2-3-1", "10-1-8-1"}, "ST05-013 With Iron and Blood 【Main】: 1 damage and AP+3 to one of your Units", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"ST05-013", as = "cmd"}},
                         battle = {{"ST05-006", as = "hyakuren"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "enemy"}} } }
  g:choose("play " .. c(g, "cmd"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "enemy"))
  g:choose(c(g, "hyakuren"))
  eq(g:damage("hyakuren"), 1)
  eq(g:ap("hyakuren"), 7)
  eq(g:ap("gm"), 2)
  g:expect_loc("cmd", "trash")
  g:next_turn()
  eq(g:ap("hyakuren"), 4, "during this turn only")
end)

scenario({"13-2-4-1", "9-4"}, "ST05-013 With Iron and Blood 【Action】: in the action step of the opponent's attack", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 2, hand = {{"ST05-013", as = "cmd"}},
                         battle = {{"ST07-003", as = "virtue", rested = true}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "virtue"))
  g:choose("play " .. c(g, "cmd"))
  -- then both pass: the damage step
  ok(logged(g, "Gundam Virtue #" .. c(g, "virtue"):sub(2) .. " takes 1 damage"))
  ok(logged(g, "GM #" .. c(g, "gm"):sub(2) .. " takes 8 battle damage"), "Virtue: AP5+3")
  eq(g:damage("virtue"), 1 + 2)
  g:expect_loc("gm", "trash")
end)

scenario({"10-1-8-1-1", "Q100"}, "ST05-013 With Iron and Blood: no Unit of yours, it can't be played", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"ST05-013", as = "cmd"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "enemy"}} } }
  g:expect_no_option("play " .. c(g, "cmd"))
end)
