-- GD03-129 Hotarubi
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- During your turn, when one of your friendly (Tekkadan)/(Teiwaz) Units receives effect damage,
-- you may rest this Base. If you do, place the top card of your deck into your trash.

card:burst(function(e) e:deploy(e.card) end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:on("damaged", function(e)
  if not e:is_rested(e.card) and e:may("Rest Hotarubi to place the top card of your deck into your trash?") then
    e:rest(e.card)
    for _, top in ipairs(e:deck_top(1)) do e:to_trash(top) end
  end
end, {
  card = { side = "your", type = "unit", trait = { "Tekkadan", "Teiwaz" } }, battle = false,
  condition = { turn = "your" },
})
