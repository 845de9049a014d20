-- GD03-062 GX-Bit
-- 【Deploy】If you deploy this Unit from your trash, choose 1 enemy Unit with 4 or less AP. Deal 2
-- damage to it.

card:deploy{
  from = "trash",
  target = { "Choose 1 enemy Unit with 4 or less AP", side = "enemy", max_ap = 4 },
  run = function(e, target) e:damage(target, 2) end,
}
