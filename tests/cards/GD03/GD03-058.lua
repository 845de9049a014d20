-- GD03-058 Farsia: this card in your trash gets cost -1.
-- Props: GD02-110 Awakened Power (pay a trash Unit card's cost to deploy it).

scenario({"2-10-1", "10-1-2"}, "GD03-058 Farsia: it costs 1 less in the trash (paid to deploy it from there)", function()
  local g = game{ p1 = { deck = 10, resources = 7, hand = {{"GD02-110", as = "ap"}},
                         trash = {{"GD03-058", as = "farsia"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "ap"))      -- Farsia: the one Unit card to choose
  eq(g:number(g:cards(1, "battle")[1]), "GD03-058")
  local active = 0
  for _, r in ipairs(g:cards(1, "resources")) do if not g:rested(r) then active = active + 1 end end
  eq(active, 7 - 2 - 1, "Farsia cost 2 - 1")
end)
