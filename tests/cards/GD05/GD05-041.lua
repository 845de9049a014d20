-- GD05-041 Gaia Gundam (MA Mode): during a turn where your opponent has discarded due to one of your
-- effects, this card in your hand gets cost -2.
-- Props: TEST-A19-005 (【Main】Your opponent discards 1), ST01-005 GM.
use_cards("tests/data/cards/api19.json")

local function playable(g, id) return g:has_option("play " .. c(g, id)) end

scenario({"2-10-1", "5-11-1"}, "GD05-041 Gaia Gundam (MA Mode): costs 2 less after your effect made the opponent discard this turn",
         function()
  local g = game{ p1 = { deck = 10, resources = {4, rested = 2}, hand = {{"GD05-041", as = "gaia"}, {"TEST-A19-005", as = "discard"}} },
                  p2 = { deck = 10, hand = {"ST01-005"} } }
  ok(not playable(g, "gaia"), "cost 3 with 2 active Resources")
  g:choose("play " .. c(g, "discard"))
  g:expect_count(2, "hand", 0)
  ok(playable(g, "gaia"), "cost 1 now")
end)

scenario({"2-10-1"}, "GD05-041 Gaia Gundam (MA Mode): nothing discarded, no reduction", function()
  local g = game{ p1 = { deck = 10, resources = {4, rested = 2}, hand = {{"GD05-041", as = "gaia"}, {"TEST-A19-005", as = "discard"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "discard"))  -- P2 has no card to discard
  ok(not playable(g, "gaia"))
end)
