-- GD03-064 Defurse: scenario tests of scripts/cards/GD03/GD03-064.lua.
-- 【Deploy】You may choose 1 (X-Rounder) card from your trash and add it to your hand. If you do,
-- discard 1.
--
-- Props: GD02-088 Flit Asuno ((X-Rounder) Pilot), ST01-005 GM.

scenario({"13-2-6-1", "5-20-1"}, "GD03-064 Defurse 【Deploy】: an (X-Rounder) card to the hand, then discard 1", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD03-064", as = "defurse"}, {"ST01-005", as = "gm"}},
                         trash = {{"GD02-088", as = "flit"}, {"ST01-005", as = "other"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "defurse"))
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_no_option(c(g, "other"))
  g:choose(c(g, "flit"))
  eq(g:loc("flit"), "hand")
  g:expect_decision{ kind = "choose", player = 1 }   -- discard 1
  g:choose(c(g, "gm"))
  eq(g:loc("gm"), "trash")
  g:expect_count(1, "hand", 1)
end)

scenario({"10-1-3", "5-20-1"}, "GD03-064 Defurse: declined, no discard", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD03-064", as = "defurse"}, {"ST01-005", as = "gm"}},
                         trash = {{"GD02-088", as = "flit"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "defurse"))
  g:choose({})
  eq(g:loc("flit"), "trash")
  eq(g:loc("gm"), "hand")
end)

scenario("5-20-1", "GD03-064 Defurse: no (X-Rounder) card in the trash, no discard", function()
  local g = game{ p1 = { deck = 10, resources = 5, hand = {{"GD03-064", as = "defurse"}, {"ST01-005", as = "gm"}},
                         trash = {"ST01-005"} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "defurse"))
  eq(g:loc("gm"), "hand")
  g:expect_decision{ kind = "action", player = 1 }
end)
