-- GD05-029 Kayra's Re-GZ: 【Deploy】Look at the top card of your deck. Return it to the top or
-- bottom of your deck.

local function board()
  return game{ p1 = { deck = {{"ST01-005", as = "bottom"}, "ST01-005", {"ST01-005", as = "second"}, {"GD05-111", as = "top"}},
                      resources = 3, hand = {{"GD05-029", as = "regz"}} },
               p2 = { deck = 10 } }
end

scenario({"13-2-6-1", "10-3-5"}, "GD05-029 Kayra's Re-GZ: the top card to the bottom", function()
  local g = board()
  g:choose("play " .. c(g, "regz"))
  g:expect_decision{ kind = "action", player = 1, prompt = "P1: Return it to the top or the bottom of your deck" }
  g:choose("Bottom")
  local deck = g:cards(1, "deck")
  eq(deck[1], g:card("top"))
  eq(deck[#deck], g:card("second"))
  eq(#deck, 4)
end)

scenario({"13-2-6-1", "10-3-5"}, "GD05-029 Kayra's Re-GZ: the top card stays on top", function()
  local g = board()
  g:choose("play " .. c(g, "regz"))
  g:choose("Top")
  local deck = g:cards(1, "deck")
  eq(deck[#deck], g:card("top"))
  eq(deck[1], g:card("bottom"))
end)
