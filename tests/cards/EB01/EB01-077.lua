-- EB01-077 Master League Begins: 【Burst】Add this card to your hand.  【Action】Choose 1 rested
-- friendly (G Generation) Unit. Change a battling enemy Unit's attack target to it.
-- Props: EB01-016 Tornado Gundam (G Generation, AP3 HP3), ST01-005 GM (AP2 HP2).

scenario({"5-22-2", "9-3-1"}, "EB01-077 Master League Begins: the enemy's attack on the player turns to the chosen Unit",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 3, shields = 2, hand = {{"EB01-077", as = "mlb"}},
                         battle = {{"EB01-016", rested = true, as = "tornado"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " p1")
  g:choose("play " .. c(g, "mlb"))
  while g:has_option("pass") do g:pass() end
  g:expect_count(1, "shields", 2)
  eq(g:damage("tornado"), 2)
  g:expect_loc("gm", "trash")
  ok(logged(g, "Tornado Gundam #" .. g:card("tornado") .. " becomes the attack target"))
end)

scenario({"10-1-8-1-1"}, "EB01-077 Master League Begins: no rested (G Generation) Unit, it can't be played", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 3, shields = 2, hand = {{"EB01-077", as = "mlb"}},
                         battle = {{"EB01-016", as = "tornado"}, {"ST01-005", rested = true}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " p1")        -- (P1 could block with nothing: no <Blocker>)
  ok(logged(g, "P1 passes"), "P1 had nothing to play in the action step")
  g:expect_count(1, "shields", 1)
end)
