-- GD04-119 Fighting Alone: 【Main】/【Action】 a friendly Unit paired with a (Newtype) Pilot can't
-- receive effect damage from enemy Units during this turn.
-- Props: GD04-005 GM III (AP3 HP2), ST01-010 Amuro Ray and GD01-087 Sayla Mass ((Newtype)
-- Pilots), GD04-084 Sleggar Law (not (Newtype)), GD04-091 Deux Murasame (its Unit's
-- 【Destroyed】: 1 damage), GD04-004 Psycho Gundam Mk-Ⅱ (AP4 HP7), GD04-109 Overwhelming Pressure
-- (a Command: 4 damage), GD04-038 Gundam Exia (【Deploy】 2 damage), GD04-014 Shokew (AP2 HP3),
-- GD04-027 Bigro.

scenario({"10-1-8-1", "5-5-4", "3-3-9-2"}, "GD04-119 Fighting Alone 【Main】: an enemy Pilot's 【Destroyed】 damage is not received",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-119", as = "alone"}},
                         battle = {{"GD04-005", pilot = "ST01-010", as = "gm3"},
                                   {"GD04-005", pilot = "GD04-084", as = "other"},
                                   {"GD04-004", as = "psycho"}} },
                  p2 = { deck = 10, battle = {{"GD04-005", pilot = "GD04-091", rested = true, as = "victim"}} } }
  g:choose("play " .. c(g, "alone"))
  -- only the GM III paired with Amuro Ray qualifies: no question
  g:choose("attack " .. c(g, "psycho") .. " " .. c(g, "victim"))
  eq(g:loc("victim"), "trash")
  -- Deux Murasame's 【Destroyed】: 1 damage to an undamaged enemy Unit -- P2 chooses
  g:expect_decision{ kind = "choose", player = 2 }
  g:choose(c(g, "gm3"))
  eq(g:damage("gm3"), 0, "prevented")
end)

scenario("5-5-4", "GD04-119 Fighting Alone: the same damage on a Unit not chosen is received", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-119", as = "alone"}},
                         battle = {{"GD04-005", pilot = "ST01-010", as = "gm3"},
                                   {"GD04-005", pilot = "GD04-084", as = "other"},
                                   {"GD04-004", as = "psycho"}} },
                  p2 = { deck = 10, battle = {{"GD04-005", pilot = "GD04-091", rested = true, as = "victim"}} } }
  g:choose("play " .. c(g, "alone"))
  g:choose("attack " .. c(g, "psycho") .. " " .. c(g, "victim"))
  g:choose(c(g, "other"))
  eq(g:damage("other"), 1)
end)

scenario({"5-5-3", "5-5-4"}, "GD04-119 Fighting Alone: a Command's damage and battle damage are still received", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-119", as = "alone"}},
                         battle = {{"GD04-005", pilot = "ST01-010", as = "gm3"}} },
                  p2 = { deck = 10, resources = 6, hand = {{"GD04-109", as = "pressure"}},
                         battle = {{"GD04-014", rested = true, as = "shokew"}} } }
  g:choose("play " .. c(g, "alone"))
  g:choose("attack " .. c(g, "gm3") .. " " .. c(g, "shokew"))
  g:expect_decision{ kind = "action", player = 2 }   -- the action step
  g:choose("pass")
  eq(g:loc("shokew"), "trash")
  eq(g:damage("gm3"), 2, "Shokew's battle damage")
  g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-119", as = "alone"}},
                   battle = {{"GD04-005", pilot = "ST01-010", as = "gm3"}} },
            p2 = { deck = 10, shields = 2, resources = 6, hand = {{"GD04-109", as = "pressure"}} } }
  g:choose("play " .. c(g, "alone"))
  g:choose("attack " .. c(g, "gm3") .. " p2")
  g:choose("play " .. c(g, "pressure"))
  eq(g:loc("gm3"), "trash", "Overwhelming Pressure is a Command, not a Unit")
end)

scenario({"8-4-1", "13-2-4-1", "7-6-6-1"}, "GD04-119 Fighting Alone 【Action】: the defender's Unit is safe from a 【Deploy】 later that turn, not the next turn",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD04-038", as = "exia"}, {"GD04-038", as = "exia2"}},
                         battle = {{"GD04-027", as = "bigro"}} },
                  p2 = { deck = 10, shields = 3, resources = 4, hand = {{"GD04-119", as = "alone"}},
                         battle = {{"GD04-005", pilot = "GD01-087", as = "gm3"}, "GD04-027"} } }
  g:choose("attack " .. c(g, "bigro") .. " p2")
  g:choose("play " .. c(g, "alone"))
  g:expect_count(2, "shields", 2)      -- the battle is over
  g:choose("play " .. c(g, "exia"))    -- 2 damage to the only Lv.2 or lower enemy Unit
  eq(g:damage("gm3"), 0, "prevented")
  g:next_turn()
  g:next_turn()
  g:choose("play " .. c(g, "exia2"))
  eq(g:damage("gm3"), 2, "the next turn: received")
end)
