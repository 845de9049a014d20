-- EB01-027 Tallgeese: 【Deploy･Development 2】■Choose 1 friendly (G Generation) Unit. It gains
-- <Breach 1> during this turn.
-- Props: EB01-016 Tornado Gundam (G Generation).

scenario({"13-1-8-1", "13-1-2-5"}, "EB01-027 Tallgeese: <Development 2>: a (G Generation) Unit gains <Breach 1>", function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"EB01-027", as = "tall"}}, trash = {"EB01-016", "EB01-016"},
                         battle = {{"EB01-016", as = "tornado"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "tall"))
  g:choose("yes")
  g:choose(c(g, "tornado"))
  eq(g:keyword("tornado", "breach"), 1)
end)
