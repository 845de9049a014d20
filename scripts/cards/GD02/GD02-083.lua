-- GD02-083 Graze Ritter (Ground Type)
-- 【Destroyed】If it is your opponent's turn, choose 1 of your (Gjallarhorn) Units. Set it as
-- active.

card:destroyed{
  condition = { turn = "enemy" }, -- 10-2-1
  target = { "Choose 1 of your (Gjallarhorn) Units", side = "your", trait = "Gjallarhorn" },
  run = function(e, target) e:set_active(target) end,
}
