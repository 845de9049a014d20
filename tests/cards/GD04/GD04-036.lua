-- GD04-036 Gundam Throne Eins: 【Deploy】 rest up to 2 other active (CB) Units; that much damage
-- to every enemy Unit of Lv.6 or lower.
-- Props: GD04-047 Gundam Virtue ((CB), AP3 HP1), GD04-010 Gaplant (Lv.4 HP4), GD04-005 GM III
-- (Lv.2 HP2), GD04-004 Psycho Gundam Mk-Ⅱ (Lv.8), GD04-014 Shokew (not (CB)).

local function board()
  return game{ p1 = { deck = 10, resources = 6, hand = {{"GD04-036", as = "eins"}},
                      battle = {{"GD04-047", as = "v1"}, {"GD04-047", as = "v2"},
                                {"GD04-047", rested = true, as = "v3"}, {"GD04-014", as = "shokew"}} },
               p2 = { deck = 10, battle = {{"GD04-010", as = "gaplant"}, {"GD04-005", as = "gm3"},
                                           {"GD04-004", as = "psycho"}} } }
end

scenario({"13-2-6-1", "5-20-1"}, "GD04-036 Gundam Throne Eins: 2 (CB) Units rested, 2 damage to every enemy Unit of Lv.6 or lower",
         function()
  local g = board()
  g:choose("play " .. c(g, "eins"))
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 2 }
  g:expect_no_option(c(g, "v3"))       -- rested already
  g:expect_no_option(c(g, "shokew"))   -- not (CB)
  g:expect_no_option(c(g, "eins"))     -- not this Unit
  g:choose{ c(g, "v1"), c(g, "v2") }
  ok(g:rested("v1") and g:rested("v2"))
  eq(g:damage("gaplant"), 2)
  eq(g:loc("gm3"), "trash")
  eq(g:damage("psycho"), 0, "Lv.8")
  eq(g:damage("v1") + g:damage("eins"), 0, "not your own Units")
end)

scenario("13-2-6-1", "GD04-036 Gundam Throne Eins: 1 Unit rested, 1 damage", function()
  local g = board()
  g:choose("play " .. c(g, "eins"))
  g:choose{ c(g, "v2") }
  eq(g:damage("gaplant"), 1)
  eq(g:damage("gm3"), 1)
  ok(not g:rested("v1"))
end)

scenario({"10-1-3", "5-20-1"}, "GD04-036 Gundam Throne Eins: none chosen, no damage", function()
  local g = board()
  g:choose("play " .. c(g, "eins"))
  g:choose({})
  eq(g:damage("gaplant") + g:damage("gm3"), 0)
  ok(not g:rested("v1") and not g:rested("v2"))
end)

scenario({"10-1-3", "1-3-2"}, "GD04-036 Gundam Throne Eins: no other active (CB) Unit, nothing asked and no damage",
         function()
  -- "You may choose 1 to 2" with none to choose: the effect still resolves, with none chosen
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD04-036", as = "eins"}},
                         battle = {{"GD04-047", rested = true, as = "v3"}, {"GD04-014", as = "shokew"}} },
                  p2 = { deck = 10, battle = {{"GD04-005", as = "gm3"}} } }
  g:choose("play " .. c(g, "eins"))
  g:expect_decision{ kind = "action", player = 1 }  -- the main phase again: nothing was asked
  eq(g:loc("eins"), "battle")
  ok(not g:rested("eins"), "this Unit is not one of the \"other\" Units")
  eq(g:damage("gm3"), 0)
end)

scenario("1-3-2", "GD04-036 Gundam Throne Eins: one other active (CB) Unit, up to 1 may be chosen", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD04-036", as = "eins"}},
                         battle = {{"GD04-047", as = "v1"}} },
                  p2 = { deck = 10, battle = {{"GD04-010", as = "gaplant"}} } }
  g:choose("play " .. c(g, "eins"))
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:choose{ c(g, "v1") }
  ok(g:rested("v1"))
  eq(g:damage("gaplant"), 1)
end)
