-- GD04-007 Victory Gundam Hexa
-- 【During Pair】【Attack】Deploy 1 [Parts]((League Militaire)･AP1･HP1･This Unit can't choose the
-- enemy player as its attack target) Unit token.

card:attack{
  during = "pair",
  deploy_token = "T-021", -- Parts
}
