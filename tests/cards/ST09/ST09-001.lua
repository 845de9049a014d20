-- ST09-001 Impulse Gundam: 【Activate･Main】②, return this Unit to the bottom of its owner's deck：
-- Choose 1 Unit card with "Impulse Gundam" in its card name that is Lv.4 or higher from your
-- trash. Deploy it.
-- Props: GD05-064 Force Impulse Gundam (Lv4), ST09-002 Force Impulse Gundam (Lv5), GD01-013.

scenario({"10-1-7-4", "2-2-3"}, "ST09-001 Impulse Gundam: ② and itself to the deck's bottom: an Impulse Gundam from the trash", function()
  local g = game{ p1 = { deck = 10, resources = 2, trash = {{"ST09-002", as = "force"}, "GD01-013"},
                         battle = {{"ST09-001", as = "impulse"}} },
                  p2 = { deck = 10 } }
  g:choose("activate " .. c(g, "impulse") .. " 1")
  g:expect_loc("force", "battle")
  eq(g:number(g:cards(1, "deck")[1]), "ST09-001", "Impulse Gundam at the bottom of the deck")
end)

scenario({"10-1-7-4", "10-1-8-1-1"}, "ST09-001 Impulse Gundam: no such card, or no ②: not offered", function()
  local g = game{ p1 = { deck = 10, resources = 2, trash = {"GD01-013"}, battle = {{"ST09-001", as = "impulse"}} },
                  p2 = { deck = 10 } }
  g:expect_no_option("activate " .. c(g, "impulse") .. " 1")
  local h = game{ p1 = { deck = 10, resources = 1, trash = {"ST09-002"}, battle = {{"ST09-001", as = "impulse"}} },
                  p2 = { deck = 10 } }
  h:expect_no_option("activate " .. c(h, "impulse") .. " 1")
end)

-- (The scenarios below were written for the set's first script of this card, on main: they hold for this one.)
-- ST09-001 Impulse Gundam: scenario tests of scripts/cards/ST09/ST09-001.lua.
-- 【Activate･Main】②, return this Unit to the bottom of its owner's deck：Choose 1 Unit card with
-- "Impulse Gundam" in its card name that is Lv.4 or higher from your trash. Deploy it.
--
-- Trash props: ST09-007 Blast Impulse Gundam (Lv.5, <Blocker>), GD04-056 Sword Impulse Gundam
-- (Lv.4), ST09-001 Impulse Gundam (Lv.3), ST09-005 Zaku Warrior (Lv.2, no "Impulse Gundam").

local TRASH = {{"ST09-007", as = "blast"}, {"GD04-056", as = "sword"}, {"ST09-001", as = "lv3"}, {"ST09-005", as = "zaku"}}

scenario({"13-2-1-1", "10-1-7-4"}, "ST09-001 Impulse Gundam: ② and itself to the bottom of the deck, a Lv.4+ \"Impulse Gundam\" deployed from the trash",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, trash = TRASH, battle = {{"ST09-001", pilot = "ST09-008", as = "impulse"}} },
                  p2 = { deck = 10 } }
  g:choose("activate " .. c(g, "impulse") .. " 1")
  g:expect_decision{ kind = "choose", player = 1 }
  g:expect_option(c(g, "sword"))
  g:expect_no_option(c(g, "lv3"))        -- Lv.3
  g:expect_no_option(c(g, "zaku"))       -- no "Impulse Gundam" in its name
  g:choose(c(g, "blast"))
  g:expect_loc("blast", "battle")
  g:expect_loc("impulse", "deck")
  eq(g:cards(1, "deck")[1] == g:card("impulse") or g:cards(1, "deck")[2] == g:card("impulse"), true, "at the bottom")
  g:expect_count(1, "deck", 12)          -- the Unit and its paired Pilot (3-3-6)
  local rested = 0
  for _, r in ipairs(g:cards(1, "resources")) do if g:rested(r) then rested = rested + 1 end end
  eq(rested, 2, "the cost: ②")
end)

scenario({"10-2-2", "10-3-1-1"}, "ST09-001 Impulse Gundam: no Lv.4+ \"Impulse Gundam\" in the trash, or only 1 active Resource: it can't be activated",
         function()
  local g = game{ p1 = { deck = 10, resources = 3, trash = {"ST09-001", "ST09-005"}, battle = {{"ST09-001", as = "impulse"}} },
                  p2 = { deck = 10 } }
  g:expect_no_option("activate " .. c(g, "impulse") .. " 1")
  local g2 = game{ p1 = { deck = 10, resources = {3, rested = 2}, trash = TRASH, battle = {{"ST09-001", as = "impulse"}} },
                   p2 = { deck = 10 } }
  g2:expect_no_option("activate " .. c(g2, "impulse") .. " 1")
end)
