-- GD03-085 Christina Mackenzie: scenario tests of scripts/cards/GD03/GD03-085.lua.
-- 【Burst】Add this card to your hand.
-- When playing this card from your hand and pairing it with a Unit with "Gundam NT-1" in its card
-- name, play this card as if it has 0 cost.   (Lv.3, cost 1, AP+1 HP+1)
--
-- GD03-001 Gundam NT-1 (Lv.5), GD03-007 Gundam NT-1 Full Armor (Lv.3), ST01-005 GM.

local function pair_by(g, pilot, unit)
  return "pair " .. c(g, pilot) .. " " .. c(g, unit) .. " by 2" -- effect 2: the alternative play
end

scenario("7-5-2-2", "GD03-085 Christina Mackenzie: paired with a Gundam NT-1 Unit for 0 cost", function()
  local g = game{ p1 = { deck = 10, resources = {3, rested = 3}, hand = {{"GD03-085", as = "chris"}},
                         battle = {{"GD03-001", as = "nt1"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:expect_option(pair_by(g, "chris", "nt1"))
  g:expect_no_option(pair_by(g, "chris", "gm"))        -- not a "Gundam NT-1"
  g:expect_no_option("pair " .. c(g, "chris") .. " " .. c(g, "gm")) -- no active Resource for cost 1
  g:choose(pair_by(g, "chris", "nt1"))
  ok(g:paired("nt1"))
  eq(g:ap("nt1"), 5)
end)

scenario("2-2-3", "GD03-085 Christina Mackenzie: \"Gundam NT-1\" in the name: Gundam NT-1 Full Armor too", function()
  local g = game{ p1 = { deck = 10, resources = {3, rested = 3}, hand = {{"GD03-085", as = "chris"}},
                         battle = {{"GD03-007", as = "fa"}} },
                  p2 = { deck = 10 } }
  g:choose(pair_by(g, "chris", "fa"))
  ok(g:paired("fa"))
  g:expect_count(1, "hand", 0)
end)

scenario("7-5-2-2", "GD03-085 Christina Mackenzie: still Lv.3: with 2 Resources it can't be played at all", function()
  local g = game{ p1 = { deck = 10, resources = 2, hand = {{"GD03-085", as = "chris"}},
                         battle = {{"GD03-001", as = "nt1"}} },
                  p2 = { deck = 10 } }
  g:expect_no_option(pair_by(g, "chris", "nt1"))
  g:expect_no_option("pair " .. c(g, "chris") .. " " .. c(g, "nt1"))
end)

scenario("7-5-2-2", "GD03-085 Christina Mackenzie: with an active Resource, the ordinary play pays 1 and the NT-1 play 0",
         function()
  local g = game{ p1 = { deck = 10, resources = {3, rested = 2}, hand = {{"GD03-085", as = "chris"}},
                         battle = {{"GD03-001", as = "nt1"}, {"ST01-005", as = "gm"}} },
                  p2 = { deck = 10 } }
  g:expect_option("pair " .. c(g, "chris") .. " " .. c(g, "gm"))
  g:choose(pair_by(g, "chris", "nt1"))
  local active = 0
  for _, r in ipairs(g:cards(1, "resources")) do if not g:rested(r) then active = active + 1 end end
  eq(active, 1, "the NT-1 play paid nothing")
end)

scenario("13-2-5-1", "GD03-085 Christina Mackenzie 【Burst】: add this card to your hand", function()
  local g = game{ p1 = { deck = 10, battle = {{"ST01-005", as = "attacker"}} },
                  p2 = { deck = 10, shields = {"ST01-005", {"GD03-085", as = "chris"}} } }
  g:choose("attack " .. c(g, "attacker") .. " p2")
  g:choose("yes")
  eq(g:loc("chris"), "hand")
end)
