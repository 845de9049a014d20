-- GD03-130 Downes: 【Burst】Deploy this card.  【Deploy】Add 1 of your Shields to your hand.  Then, if
-- it is your turn, you may choose 1 (Vagan) Unit card that is Lv.4 or lower from your trash.  Pay
-- its cost to deploy it.
-- Props: GD02-067 Baqto (Vagan, Lv2, cost 2), ST01-005 GM.

scenario({"13-2-6-1", "5-8-1"}, "GD03-130 Downes: played in your turn, pay a (Vagan) Unit card's cost to deploy it",
         function()
  local g = game{ p1 = { deck = 10, resources = 6, shields = 2, hand = {{"GD03-130", as = "downes"}},
                         trash = {{"GD02-067", as = "baqto"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "downes"))
  g:expect_count(1, "shields", 1)
  g:choose(c(g, "baqto"))
  g:expect_count(1, "battle", 1)
end)

scenario({"13-2-5-1", "13-2-6-1"}, "GD03-130 Downes: deployed by its 【Burst】 in the opponent's turn, no deploying from the trash",
         function()
  local g = game{ turn = 3, active = 2,
                  p1 = { deck = 10, resources = 6, shields = {"ST01-005", "GD03-130"},
                         trash = {{"GD02-067", as = "baqto"}} },
                  p2 = { deck = 10, battle = {{"ST01-005", as = "gm"}} } }
  g:choose("attack " .. c(g, "gm") .. " p1")
  while g:has_option("pass") do g:pass() end
  g:choose("yes")
  eq(g:number(g:cards(1, "base")[1]), "GD03-130")
  g:expect_loc("baqto", "trash")
  g:expect_count(1, "shields", 0)      -- the other Shield went to the hand
end)
