-- T-014 Ad Balloon: this Unit can't be set as active or paired with a Pilot.  And GD03-020 Zaku Ⅱ FZ,
-- which deploys it: 【When Paired】If there are 4 or more (Cyclops Team) cards in your trash, deploy 2
-- rested [Ad Balloon] Unit tokens.  While you have a Unit with "Ad Balloon" in its card name in
-- play, this Unit can't receive enemy battle damage.
-- Props: GD03-027 Z'Gok E (Cyclops Team), ST02-010 Heero Yuy (a Pilot), GD01-089 Riddhe Marcenas,
-- TEST-A19-004 (【Main】 set all your Units active).
use_cards("tests/data/cards/api19.json")

local function balloons(g)
  local out = {}
  for _, id in ipairs(g:cards(1, "battle")) do if g:number(id) == "T-014" then out[#out + 1] = id end end
  return out
end

scenario({"7-2-3", "3-3-4"}, "T-014 Ad Balloon: never set as active (start phase or effect), never paired", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD01-089", as = "riddhe"}, {"TEST-A19-004", as = "wake"}},
                         battle = {{"T-014", rested = true, as = "balloon"}, {"GD03-027", as = "zgok"}} },
                  p2 = { deck = 10 } }
  g:expect_no_option("pair " .. c(g, "riddhe") .. " " .. c(g, "balloon"))
  g:expect_option("pair " .. c(g, "riddhe") .. " " .. c(g, "zgok"))
  g:choose("play " .. c(g, "wake"))
  ok(g:rested("balloon"), "an effect can't set it active")
  g:next_turn()
  g:next_turn()
  ok(g:rested("balloon"), "nor the active step (7-2-3)")
end)

scenario({"13-2-9-1", "5-17-1"}, "GD03-020 Zaku Ⅱ FZ: paired with 4 (Cyclops Team) cards in the trash: 2 rested Ad Balloons; then no enemy battle damage",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST02-010", as = "heero"}},
                         trash = {"GD03-027", "GD03-027", "GD03-027", "GD03-027"},
                         battle = {{"GD03-020", as = "fz"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "fz"))
  local b = balloons(g)
  eq(#b, 2)
  ok(g:rested(b[1]) and g:rested(b[2]), "deployed rested")
end)

scenario({"13-2-9-1", "10-2-1"}, "GD03-020 Zaku Ⅱ FZ: 3 (Cyclops Team) cards: no Ad Balloon; without one, battle damage is taken",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"ST02-010", as = "heero"}},
                         trash = {"GD03-027", "GD03-027", "GD03-027"},
                         battle = {{"GD03-020", as = "fz"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "heero") .. " " .. c(g, "fz"))
  eq(#balloons(g), 0)
end)

scenario({"10-1-5-3", "5-5-3"}, "GD03-020 Zaku Ⅱ FZ: with an Ad Balloon in play, it takes no enemy battle damage", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD03-020", rested = true, as = "fz"}, {"T-014", rested = true}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"ST01-005", as = "gm2"}} } }
  g:choose("attack " .. c(g, "gm") .. " " .. c(g, "fz"))
  while g:has_option("pass") do g:pass() end
  eq(g:damage("fz"), 0)
  g:expect_loc("gm", "battle")          -- FZ's AP1 against GM's HP2
  local h = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD03-020", rested = true, as = "fz"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  h:choose("attack " .. c(h, "gm") .. " " .. c(h, "fz"))
  while h:has_option("pass") do h:pass() end
  h:expect_loc("fz", "trash")
end)
