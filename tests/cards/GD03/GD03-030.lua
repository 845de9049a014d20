-- GD03-030 Gundam Kyrios (Tail Unit Flight Mode): scenario tests of scripts/cards/GD03/GD03-030.lua.
-- While you have a (CB) Link Unit in play, this card in your hand gets cost -1.
--
-- It is Lv.3 cost 3: with 3 Resources of which 1 is rested, only cost 2 is payable.  Props:
-- GD03-022 Gundam Kyrios ((CB)) linked with ST07-012 Allelujah Haptism, or paired with ST02-010
-- Heero Yuy (no link).

local function board(pilot)
  return game{ p1 = { deck = 10, resources = {3, rested = 1}, hand = {{"GD03-030", as = "tail"}},
                      battle = {{"GD03-022", pilot = pilot, as = "kyrios"}} },
               p2 = { deck = 10 } }
end

scenario({"10-1-5-3", "2-10-1"}, "GD03-030 Kyrios (Tail Unit Flight Mode): a (CB) Link Unit in play, it costs 2", function()
  local g = board("ST07-012")
  ok(g:linked("kyrios"))
  g:choose("play " .. c(g, "tail"))
  eq(g:loc("tail"), "battle")
end)

scenario("10-1-5-3", "GD03-030 Kyrios (Tail Unit Flight Mode): a (CB) Unit that is not linked, it costs 3", function()
  local g = board("ST02-010")
  g:expect_no_option("play " .. c(g, "tail"))
end)
