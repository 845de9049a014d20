-- GD03-062 GX-Bit: 【Deploy】If you deploy this Unit from your trash, choose 1 enemy Unit with 4 or
-- less AP. Deal 2 damage to it.
-- Props: GD02-110 Awakened Power (pay a trash Unit card's cost to deploy it), GD01-013 Gundam (AP3 HP4).

scenario({"13-2-6-1", "5-8-1"}, "GD03-062 GX-Bit: deployed from the trash, 2 damage; played from the hand, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD02-110", as = "ap"}}, trash = {{"GD03-062", as = "gx"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", as = "gundam"}} } }
  g:choose("play " .. c(g, "ap"))
  eq(g:damage("gundam"), 2)
  local h = game{ p1 = { deck = 10, resources = 4, hand = {{"GD03-062", as = "gx"}} },
                  p2 = { deck = 10, battle = {{"GD01-013", as = "gundam"}} } }
  h:choose("play " .. c(h, "gx"))
  eq(h:damage("gundam"), 0)
end)
