-- GD03-098 Graham Aker: 【During Link】When this rested Unit is set as active by an effect, choose 1
-- enemy Unit with 3 or less HP. Return it to its owner's hand.  【Burst】Add this card to your hand.
-- Props: GD03-069 Graham's Union Flag Custom (link [Graham Aker]), TEST-A19-004 (set all your Units
-- active), ST01-005 GM (HP2), GD01-013 Gundam (HP4), ST02-010 Heero Yuy.
use_cards("tests/data/cards/api19.json")

scenario({"10-1-6-1", "13-2-12-1"}, "GD03-098 Graham Aker: his rested Link Unit set active by an effect bounces an enemy", function()
  local g = game{ p1 = { deck = 10, resources = 1, hand = {{"TEST-A19-004", as = "wake"}},
                         battle = {{"GD03-069", pilot = "GD03-098", rested = true, as = "flag"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}, {"GD01-013", as = "gundam"}} } }
  g:choose("play " .. c(g, "wake"))
  g:expect_loc("gm", "hand")
  g:expect_loc("gundam", "battle")
end)

scenario({"7-2-3", "13-2-12-1"}, "GD03-098 Graham Aker: not the start phase's setting active; not unlinked", function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, battle = {{"GD03-069", pilot = "GD03-098", rested = true, as = "flag"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:next_turn()
  ok(not g:rested("flag"))
  g:expect_loc("gm", "battle")
  local h = game{ p1 = { deck = 10, resources = 1, hand = {{"TEST-A19-004", as = "wake"}},
                         battle = {{"ST01-005", pilot = "GD03-098", rested = true, as = "mygm"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  h:choose("play " .. c(h, "wake"))
  h:expect_loc("gm", "battle")
end)
