-- GD04-049 Gundam DX: 【During Pair】【Attack】 attacking the player, exile 7 (Vulture) cards from
-- the trash to destroy an enemy Unit/Base of Lv.8 or lower.
-- Props: GD04-059 Daughtress High Mobility Command Wise Wallaby ((Vulture)), GD04-094 Pala Sys
-- ((Vulture) Pilot), GD04-004 Psycho Gundam Mk-Ⅱ (Lv.8), GD04-022 Kikeroga (Lv.7), GD04-033 Neo
-- Zeong (Lv.9), GM.

local function copies(number, n)
  local t = {}
  for i = 1, n do t[i] = number end
  return t
end

local function board(trash, pilot)
  return game{ p1 = { deck = 10, trash = trash,
                      battle = {{"GD04-049", pilot = pilot or "GD04-094", as = "dx"}} },
               p2 = { deck = 10, shields = 3, base = {{"EXB-001", as = "exb"}},
                      battle = {{"GD04-004", as = "psycho"}, {"GD04-033", as = "neo"},
                                {"GD04-005", rested = true, as = "gm3"}} } }
end

scenario({"13-2-10-1", "13-2-7-1", "5-12-1", "5-20-1"}, "GD04-049 Gundam DX: 7 (Vulture) cards exiled, a Lv.8 Unit destroyed",
         function()
  local trash = copies("GD04-059", 8)
  trash[9] = "ST01-005"
  local g = board(trash)
  g:choose("attack " .. c(g, "dx") .. " p2")
  g:expect_decision{ kind = "yesno", player = 1 }
  g:choose("yes")
  g:expect_decision{ kind = "choose", player = 1, min = 7, max = 7 }
  local ids = g:cards(1, "trash")
  local pick = {}
  for i = 1, 7 do pick[i] = "c" .. ids[i] end
  g:choose(pick)
  g:expect_count(1, "removal", 7)
  g:expect_count(1, "trash", 2)
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_no_option(c(g, "neo"))   -- Lv.9
  g:expect_option(c(g, "exb"))      -- a Base
  g:choose(c(g, "psycho"))
  eq(g:loc("psycho"), "trash")
end)

scenario("GD04-049", "GD04-049 Gundam DX: the enemy Base may be the one destroyed", function()
  local g = board(copies("GD04-059", 7))
  g:choose("attack " .. c(g, "dx") .. " p2")
  g:choose("yes")                     -- the 7 cards: all of them, no question
  g:expect_count(1, "removal", 7)
  g:choose(c(g, "exb"))
  eq(g:loc("exb"), "outside", "the EX Base token is destroyed (and leaves the game)")
  g:expect_count(2, "shields", 1)   -- the attack then hits 2 Shields (<Suppression>)
end)

scenario("10-2-1", "GD04-049 Gundam DX: 6 (Vulture) cards, nothing is asked", function()
  local trash = copies("GD04-059", 6)
  trash[7] = "ST01-005"
  local g = board(trash)
  g:choose("attack " .. c(g, "dx") .. " p2")
  g:expect_decision{ kind = "action", player = 1 }   -- no question: the attack is over
  g:expect_count(1, "removal", 0)
  eq(g:loc("psycho"), "battle")
end)

scenario("10-2-1", "GD04-049 Gundam DX: attacking a Unit, nothing is asked", function()
  local g = board(copies("GD04-059", 7))
  g:choose("attack " .. c(g, "dx") .. " " .. c(g, "gm3"))
  g:expect_count(1, "removal", 0)
  eq(g:loc("gm3"), "trash")
end)

scenario("13-2-10-1", "GD04-049 Gundam DX: without a Pilot, nothing is asked", function()
  local g = game{ p1 = { deck = 10, trash = copies("GD04-059", 7), battle = {{"GD04-049", as = "dx"}} },
                  p2 = { deck = 10, shields = 3, battle = {{"GD04-004", as = "psycho"}} } }
  g:choose("attack " .. c(g, "dx") .. " p2")
  g:expect_count(1, "removal", 0)
  eq(g:loc("psycho"), "battle")
end)
