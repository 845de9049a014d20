-- Rules 11: rules management -- defeat, destruction, battle area and base section limits.

local function keys(g)
  local t = {}
  for _, k in ipairs(g:decision().keys) do t[#t + 1] = k end
  table.sort(t)
  return table.concat(t, " ")
end

------------------------------------------------------------------ 11-1, 11-2 defeat

scenario({"11-1-1", "11-1-2", "11-3-1"}, "rules management destroys a Unit whose damage reaches its HP as soon as it happens",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", damage = 2, as = "gm"}, {"GD01-084", damage = 2, as = "pente"}} },
                  p2 = { deck = 10 } }
  -- Before the first decision.
  g:expect_loc("gm", "trash")
  g:expect_loc("pente", "battle")   -- HP3, 2 damage
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario({"11-2-1", "11-2-1-2", "1-2-3"}, "a player with no cards in their deck loses at the next rules management", function()
  local g = game{ turn = 3, active = 1, p1 = { deck = 10 }, p2 = { deck = 0 } }
  g:expect_state{ over = true, winner = 1, reason = "deck out" }
end)

scenario({"11-2-1", "11-2-1-2"}, "all players fulfilling a defeat condition lose at the same time", function()
  local g = game{ turn = 3, active = 1, p1 = { deck = 0 }, p2 = { deck = 0 } }
  g:expect_state{ over = true, reason = "draw" }
  eq(g:state().winner, nil, "no winner")
end)

scenario({"7-3-1-1", "11-1-2", "11-2-1-2", "1-2-4"}, "a player who draws their last card in the middle of an effect loses at once: the rest of the effect is not done",
         function()
  -- A New Sign: "Draw 3. Then, discard 2."  P1 has 2 cards in their deck: the
  -- second draw empties it and P1 loses there and then.  The game is over: the
  -- effect ends where it is (no third draw, no discard asked, no script error:
  -- the soak of 2026-11-24 found "player 1 has left the game" here).
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 2, resources = 4, hand = {{"GD02-117", as = "sign"}, "ST01-005", "ST01-005"} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "sign"))
  g:expect_state{ over = true, winner = 2, reason = "deck out" }
  g:expect_count(1, "deck", 0)
  g:expect_count(1, "hand", 4)    -- the two cards kept and the two drawn: none discarded
  g:expect_decision{ kind = "none" }   -- no question after the game's end
end)

scenario({"11-2-1-1", "8-5-2-2"}, "battle damage to a player with an empty shield area is a defeat", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },
                  p2 = { deck = 10, shields = 0, battle = {{"ST01-005", rested = true}} } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_state{ over = true, winner = 1, reason = "battle damage" }
end)

scenario("11-2-1-1", "losing the last Shield is not a defeat; only the next hit is", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"ST01-005", as = "gm2"}} },
                  p2 = { deck = 10, shields = 1 } }
  g:choose("attack " .. c(g, "gm") .. " p2")
  g:expect_count(2, "shields", 0)
  g:expect_state{ over = false }
  g:choose("attack " .. c(g, "gm2") .. " p2")
  g:expect_state{ over = true, winner = 1, reason = "battle damage" }
end)

------------------------------------------------------------------ 11-3 destruction

scenario({"11-3-1", "5-10-2"}, "a Unit that receives damage equal to or greater than its HP is destroyed into its owner's trash",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} },                    -- AP4 HP3
                  p2 = { deck = 10, battle = {{"GD01-084", rested = true, damage = 1, as = "pente"}} } }  -- HP3
  g:choose("attack " .. c(g, "rezel") .. " " .. c(g, "pente"))
  g:expect_loc("pente", "trash")
  g:expect_count(2, "trash", 1)
  g:expect_count(1, "trash", 0)
  ok(logged(g, "Beguir-Pente #" .. g:card("pente") .. " is destroyed"), "destroyed, not just moved")
  eq(g:damage("rezel"), 2, "ReZEL survives")
end)

scenario("11-3-1", "a Unit with damage below its HP survives; its damage stays", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"ST01-005", as = "gm"}} },                          -- AP2 HP2
                  p2 = { deck = 10, battle = {{"GD01-086", rested = true, as = "lfrith"}} } }     -- AP2 HP4
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "lfrith"))
  g:expect_loc("lfrith", "battle")
  eq(g:damage("lfrith"), 2, "damage counters stay")
  g:end_main()
  g:expect_state{ turn = 4, active = 2 }
  eq(g:damage("lfrith"), 2, "still there in the next turn")
end)

scenario({"11-3-1", "3-3-8-1"}, "a Pilot's HP counts toward its Unit's HP for destruction", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, battle = {{"GD01-018", as = "rezel"}} },                               -- AP4 HP3
                  p2 = { deck = 10, battle = {{"ST01-005", rested = true, pilot = "GD01-090", as = "gm"}} } } -- HP2+2
  g:choose("attack " .. c(g, "rezel") .. " " .. c(g, "gm"))
  g:expect_loc("gm", "trash")
  local g2 = game{ turn = 3, active = 1,
                   p1 = { deck = 10, battle = {{"GD01-084", as = "pente"}} },                               -- AP2 HP3
                   p2 = { deck = 10, battle = {{"ST01-005", rested = true, pilot = "GD01-090", as = "gm"}} } }
  g2:choose("attack " .. c(g2, "pente") .. " " .. c(g2, "gm"))
  g2:expect_loc("gm", "battle")
  eq(g2:damage("gm"), 2, "2 damage on HP 4")
end)

scenario({"11-3-1", "10-1-5-3"}, "HP a constant effect gives counts for destruction: without it the same damage destroys",
         function()
  -- GD01-076 Michaelis: HP3, HP+1 while 4 or more Command cards are in your trash.
  local four = { "ST01-012", "ST01-014", "ST02-012", "GD01-118" }
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, trash = four, battle = {{"GD01-076", damage = 3, as = "michaelis"}} },
                  p2 = { deck = 10 } }
  g:expect_loc("michaelis", "battle")   -- 3 damage on HP 3+1
  local three = { "ST01-012", "ST01-014", "ST02-012" }
  local g2 = game{ turn = 3, active = 1,
                   p1 = { deck = 10, trash = three, battle = {{"GD01-076", damage = 3, as = "michaelis"}} },
                   p2 = { deck = 10 } }
  g2:expect_loc("michaelis", "trash")   -- 3 damage on HP 3
end)

------------------------------------------------------------------ 11-4 battle area

-- P1 with six Units in the battle area, the first paired with a Pilot.
local function full_battle_area(extra_hand)
  local battle = {{"ST01-005", pilot = {"GD01-090", as = "duo"}, as = "u1"}}
  for i = 2, 6 do battle[i] = {"ST01-005", as = "u" .. i} end
  return game{ turn = 3, active = 1,
               p1 = { deck = 10, resources = 4, battle = battle,
                      hand = extra_hand or {{"GD01-084", as = "new"}} },
               p2 = { deck = 10 } }
end

scenario({"Q26", "Q27", "11-4-1", "11-4-2", "4-5-4"}, "a 7th Unit: the player chooses one of the six to put into the trash", function()
  local g = full_battle_area()
  g:choose("play " .. c(g, "new"))
  g:expect_decision{ kind = "choose", player = 1, min = 1, max = 1 }
  local want = {}
  for i = 1, 6 do want[i] = c(g, "u" .. i) end
  table.sort(want)
  eq(keys(g), table.concat(want, " "), "the six Units already there (not the new one)")
  g:choose(c(g, "u4"))
  g:expect_loc("u4", "trash")
  g:expect_loc("new", "battle")
  g:expect_count(1, "battle", 6)
end)

scenario({"11-4-2-1", "5-10-4"}, "a Unit put into the trash at the battle area limit is not destroyed; its Pilot goes with it",
         function()
  local g = full_battle_area()
  g:choose("play " .. c(g, "new"))
  g:choose(c(g, "u1"))
  g:expect_loc("u1", "trash"):expect_loc("duo", "trash")
  ok(not logged(g, "is destroyed"), "nothing was destroyed")
  ok(logged(g, "GM #" .. g:card("u1") .. " is put into the trash (limit)"), "trashed by the limit")
end)

scenario("11-4-2", "a Pilot paired with a Unit of a full battle area adds no Unit: no limit check", function()
  local g = full_battle_area({{"ST01-010", as = "amuro"}})
  g:choose("pair " .. c(g, "amuro") .. " " .. c(g, "u2"))
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_count(1, "battle", 6)
  g:expect_count(1, "trash", 0)
end)

------------------------------------------------------------------ 11-5 base section

scenario({"Q28", "Q29", "11-5-1", "11-5-2", "11-5-2-1", "4-6-3"}, "a new Base replaces the Base already there, which is trashed, not destroyed",
         function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 4, base = {{"GD01-128", damage = 2, as = "old"}},
                         hand = {{"GD01-126", as = "new"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "new"))
  g:expect_loc("old", "trash")
  g:expect_loc("new", "base")
  g:expect_count(1, "base", 1)
  eq(g:damage("new"), 0, "the new Base")
  ok(not logged(g, "is destroyed"), "not destroyed")
  g:expect_decision{ kind = "action", player = 1 }
end)

scenario({"11-5-2", "5-17-2-5"}, "a Base played over the EX Base: the EX Base leaves the game", function()
  local g = game{ turn = 3, active = 1,
                  p1 = { deck = 10, resources = 4, base = {{"EXB-001", as = "exb"}},
                         hand = {{"GD01-126", as = "new"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "new"))
  g:expect_loc("exb", "outside")
  g:expect_loc("new", "base")
  g:expect_count(1, "trash", 0)
end)
