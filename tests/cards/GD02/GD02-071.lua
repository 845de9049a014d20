-- GD02-071 Gundam Mk-II (AEUG): 【Deploy】If a friendly white Base is in play, you may pair 1 (AEUG)
-- Pilot card from your hand with this Unit.

scenario({"13-2-6-1", "10-1-3"}, "GD02-071 Gundam Mk-II (AEUG): with a white Base, pair an (AEUG) Pilot from the hand",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, base = "GD02-129",
                         hand = {{"GD02-071", as = "mk2"}, {"GD02-097", as = "kamille"}, {"GD01-089", as = "riddhe"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "mk2"))
  g:expect_decision{ kind = "choose", player = 1, min = 0 }
  g:expect_no_option(c(g, "riddhe"))
  g:choose(c(g, "kamille"))
  ok(g:paired("mk2"))
  g:expect_loc("kamille", "battle")
  g:expect_count(1, "resources", 4)
end)

scenario({"13-2-6-1", "10-2-1"}, "GD02-071 Gundam Mk-II (AEUG): no white Base (a blue one), no pairing", function()
  local g = game{ p1 = { deck = 10, resources = 4, base = "ST01-015",
                         hand = {{"GD02-071", as = "mk2"}, {"GD02-097", as = "kamille"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "mk2"))
  ok(not g:paired("mk2"))
  g:expect_loc("kamille", "hand")
  g:expect_decision{ kind = "action", player = 1 }
end)
