-- EB01-035 Gundam Lfrith Thorn: when another friendly (G Generation) Unit of Lv.3 is deployed, it
-- gains <Breach 1> this turn.
-- Props: EB01-016 Tornado Gundam ((G Generation) Lv.3), EB01-026 ((G Generation) Lv.4), GD04-012
-- (Lv.3, not (G Generation)).

local function board(card)
  return game{ p1 = { deck = 10, resources = 4, hand = {{card, as = "new"}}, battle = {{"EB01-035", as = "thorn"}} },
               p2 = { deck = 10 } }
end

scenario({"10-1-6-1", "13-1-2"}, "EB01-035 Lfrith Thorn: a (G Generation) Lv.3 Unit deployed, <Breach 1> this turn", function()
  local g = board("EB01-016")
  g:choose("play " .. c(g, "new"))
  eq(g:keyword("thorn", "breach"), 1)
  eq(g:keyword("new", "breach"), 0)
  g:end_main()
  eq(g:keyword("thorn", "breach"), 0, "only during this turn")
end)

scenario("10-1-6-2", "EB01-035 Lfrith Thorn: a Lv.4 (G Generation) Unit, or a Lv.3 Unit of another trait: nothing", function()
  for _, card in ipairs({"EB01-026", "GD04-012"}) do
    local g = board(card)
    g:choose("play " .. c(g, "new"))
    eq(g:keyword("thorn", "breach"), 0, card)
  end
end)
