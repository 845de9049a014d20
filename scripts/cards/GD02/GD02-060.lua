-- GD02-060 Gundam Leopard
-- 【Deploy】If there are 7 or more cards in your trash, choose 1 enemy Unit that is Lv.4 or lower.
-- Rest it.

card:deploy{
  condition = { count = "trash", min = 7 }, -- 10-2-1
  target = { "Choose 1 enemy Unit that is Lv.4 or lower", side = "enemy", max_level = 4 },
  rest_it = true, -- Rest it.
}
