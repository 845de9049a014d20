-- GD04-060 Esperansa: 【Deploy】If you deploy this Unit from your trash, draw 1.
-- Props: GD02-110 Awakened Power.

scenario({"13-2-6-1", "5-8-1"}, "GD04-060 Esperansa: from the trash, draw 1; from the hand, nothing", function()
  local g = game{ p1 = { deck = 10, resources = 6, hand = {{"GD02-110", as = "ap"}}, trash = {{"GD04-060", as = "esp"}} },
                  p2 = { deck = 10 } }
  g:choose("play " .. c(g, "ap"))
  g:expect_count(1, "hand", 1)
  local h = game{ p1 = { deck = 10, resources = 3, hand = {{"GD04-060", as = "esp"}} }, p2 = { deck = 10 } }
  h:choose("play " .. c(h, "esp"))
  h:expect_count(1, "hand", 0)
end)
