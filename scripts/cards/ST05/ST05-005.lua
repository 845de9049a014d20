-- ST05-005 Gundam Gusion Rebake
-- 【Destroyed】Choose 1 enemy Unit with 4 or less AP. Rest it.

card:destroyed{
  target = { "Choose 1 enemy Unit with 4 or less AP", side = "enemy", max_ap = 4 },
  run = function(e, target) e:rest(target) end,
}
