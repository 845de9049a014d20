-- GD04-026 Garma's Dopp: 【Deploy】 the top card of the deck back on top, or into the trash.

local function deploy()
  local g = game{ p1 = { deck = {"ST01-005", "ST01-005", {"GD04-027", as = "top"}}, resources = 3,
                         hand = {{"GD04-026", as = "dopp"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "dopp"))
  g:expect_decision{ kind = "action", player = 1 }
  return g
end

scenario("13-2-6-1", "GD04-026 Garma's Dopp: the top card into the trash", function()
  local g = deploy()
  g:choose("Place it into your trash")
  eq(g:loc("top"), "trash")
  g:expect_count(1, "deck", 2)
end)

scenario("13-2-6-1", "GD04-026 Garma's Dopp: the top card stays on top", function()
  local g = deploy()
  g:choose("Return it to the top of your deck")
  local deck = g:cards(1, "deck")
  eq(deck[#deck], g:card("top"), "still the top card")
  g:expect_count(1, "trash", 0)
end)
