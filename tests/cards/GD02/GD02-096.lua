-- GD02-096 Desil Galette: 【When Linked】You may choose 1 (Vagan) Unit card that is Lv.2 or lower
-- from your trash.  Pay its cost to deploy it.  【Burst】Add this card to your hand.
-- Props: GD02-057 Zedas (link [Desil Galette]), GD02-067 Baqto (Vagan, Lv2, cost 2),
-- GD03-065 Zedas M (Vagan, Lv3), ST01-005 GM (Lv2, not Vagan).

scenario({"13-2-11-1", "10-1-7-3", "5-8-1"}, "GD02-096 Desil Galette: pay the Lv.2 (Vagan) Unit card's cost to deploy it from the trash",
         function()
  local g = game{ p1 = { deck = 10, resources = 4, hand = {{"GD02-096", as = "desil"}},
                         trash = {{"GD02-067", as = "baqto"}, {"GD03-065", as = "zedasm"}, {"ST01-005", as = "gm"}},
                         battle = {{"GD02-057", as = "zedas"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "desil") .. " " .. c(g, "zedas"))    -- 1 Resource rested
  ok(g:linked("zedas"))
  g:expect_decision{ kind = "choose", player = 1, min = 0, max = 1 }
  g:expect_no_option(c(g, "zedasm"))   -- Lv.3
  g:expect_no_option(c(g, "gm"))       -- not (Vagan)
  g:choose(c(g, "baqto"))
  eq(g:loc(g:cards(1, "battle")[2]), "battle")
  eq(g:number(g:cards(1, "battle")[2]), "GD02-067", "Baqto deployed from the trash")
  local rested = 0
  for _, r in ipairs(g:cards(1, "resources")) do if g:rested(r) then rested = rested + 1 end end
  eq(rested, 3, "1 for Desil + 2 for Baqto")
end)

scenario({"10-1-3", "13-2-11-1"}, "GD02-096 Desil Galette: not a card you can't pay for; 'you may'", function()
  local g = game{ p1 = { deck = 10, resources = {4, rested = 2}, hand = {{"GD02-096", as = "desil"}},
                         trash = {{"GD02-067", as = "baqto"}}, battle = {{"GD02-057", as = "zedas"}} },
                  p2 = { deck = 10 } }
  g:choose("pair " .. c(g, "desil") .. " " .. c(g, "zedas"))    -- 1 active Resource left: Baqto costs 2
  g:expect_decision{ kind = "action", player = 1 }
  g:expect_loc("baqto", "trash")
  local h = game{ p1 = { deck = 10, resources = 4, hand = {{"GD02-096", as = "desil"}},
                         trash = {{"GD02-067", as = "baqto"}}, battle = {{"GD02-057", as = "zedas"}} },
                  p2 = { deck = 10 } }
  h:choose("pair " .. c(h, "desil") .. " " .. c(h, "zedas"))
  h:choose({})
  h:expect_loc("baqto", "trash")
end)
