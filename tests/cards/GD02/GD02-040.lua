-- GD02-040 Gundam Ashtaron: 【Activate･Main】<Support 2>.
-- 【Deploy】Choose 1 of your other (New UNE) Units. It can't receive battle damage from enemy Units
-- with 2 or less HP during this turn.

scenario({"13-2-6-1", "5-5-3"}, "GD02-040 Gundam Ashtaron: the chosen (New UNE) Unit takes no battle damage from a 2-HP Unit",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD02-040", as = "ashtaron"}},
                         battle = {{"GD02-044", as = "command"}, {"GD02-049", as = "daughtress"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, as = "gm"},
                                              {"GD01-018", rested = true, as = "rezel"}} } }
  g:choose("play " .. c(g, "ashtaron"))
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "ashtaron"))      -- "other"
  g:choose(c(g, "command"))                 -- Daughtress Command: AP3 HP1
  g:choose("attack " .. c(g, "command") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
  g:expect_loc("command", "battle")         -- GM (HP2) dealt it no damage
  eq(g:damage("command"), 0)
end)

scenario({"13-2-6-1", "5-5-3"}, "GD02-040 Gundam Ashtaron: a 3-HP enemy still damages it", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD02-040", as = "ashtaron"}},
                         battle = {{"T-012", as = "d"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", rested = true, as = "rezel"}} } }
  g:choose("play " .. c(g, "ashtaron"))
  g:choose("attack " .. c(g, "d") .. " " .. c(g, "rezel"))      -- a Daughtress token: AP0, HP1
  eq(g:damage("rezel"), 0)
  eq(g:loc("d"), "outside", "ReZEL's 4 damage destroyed the token (it leaves the game, 5-17-2-5)")
end)

-- 8-5-3-2: the two Units of a battle deal their battle damage simultaneously, so the HP the rule
-- reads is ReZEL's before Daughtress Command's damage: 3, not 0 -- the rule does not apply.
scenario({"8-5-3-2", "5-5-3"}, "GD02-040 Gundam Ashtaron: the HP is read before the simultaneous battle damage", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD02-040", as = "ashtaron"}},
                         battle = {{"GD02-044", as = "command"}} },
                  p2 = { deck = 10, battle = {{"GD01-018", rested = true, as = "rezel"}} } }
  g:choose("play " .. c(g, "ashtaron"))
  g:choose("attack " .. c(g, "command") .. " " .. c(g, "rezel"))
  g:expect_loc("rezel", "trash")
  g:expect_loc("command", "trash")    -- ReZEL had 3 HP when the damage was dealt
end)

scenario("13-1-3-1", "GD02-040 Gundam Ashtaron: <Support 2> (the core's keyword)", function()
  local g = game{ p1 = { deck = 10, battle = {{"GD02-040", as = "ashtaron"}, {"GD02-049", as = "d"}} },
                  p2 = { deck = 10 } }
  eq(g:keyword("ashtaron", "support"), 2)
end)
