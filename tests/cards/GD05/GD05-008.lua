-- GD05-008 Dijeh: While you have a non-blue (Newtype) Pilot in play, this card in your hand gets
-- cost -2.

-- 4 Resources (Lv.4), only 1 of them active: Dijeh (cost 3) is playable only at cost 1.
local function board(pilot)
  return game{ p1 = { deck = 10, resources = {4, rested = 3}, hand = {{"GD05-008", as = "dijeh"}},
                      battle = {{"GD01-013", pilot = pilot}} },
               p2 = { deck = 10 } }
end

scenario("GD05-008", "GD05-008 Dijeh: a green (Newtype) Pilot in play: cost 1", function()
  local g = board("GD02-089")                                  -- Lalah Sune: green (Newtype)
  g:expect_option("play " .. c(g, "dijeh"))
  g:choose("play " .. c(g, "dijeh"))
  g:expect_loc("dijeh", "battle")
  local rested = 0
  for _, r in ipairs(g:cards(1, "resources")) do if g:rested(r) then rested = rested + 1 end end
  eq(rested, 4, "cost 1 paid: every Resource rested")
end)

scenario("GD05-008", "GD05-008 Dijeh: a blue (Newtype) Pilot, or a non-(Newtype) Pilot: full cost", function()
  local g = board("ST01-010")                                  -- Amuro Ray: blue (Newtype)
  g:expect_no_option("play " .. c(g, "dijeh"))
  g = board("GD05-083")                                        -- Cagalli Yula Athha: blue, no (Newtype)
  g:expect_no_option("play " .. c(g, "dijeh"))
  g = board("GD05-098")                                        -- Heero Yuy: white, no (Newtype)
  g:expect_no_option("play " .. c(g, "dijeh"))
end)

scenario("GD05-008", "GD05-008 Dijeh: a (Newtype) Pilot card in the hand is not in play", function()
  local g = game{ p1 = { deck = 10, resources = {4, rested = 3}, hand = {{"GD05-008", as = "dijeh"}, "GD02-089"},
                         battle = {"GD01-013"} },
                  p2 = { deck = 10 } }
  g:expect_no_option("play " .. c(g, "dijeh"))
end)
