-- GD04-011 Victory Gundam
-- 【Destroyed】If another friendly (League Militaire) Unit is in play, deploy 1 [Parts]((League
-- Militaire)･AP1･HP1･This Unit can't choose the enemy player as its attack target) Unit token.

-- A 【Destroyed】 effect's condition is read as it activates, with this Unit in the trash
-- (13-2-8-2): every friendly (League Militaire) Unit in play is "another".
card:destroyed{
  condition = { count = "battle", side = "friendly", trait = "League Militaire" },
  deploy_token = "T-021", -- Parts
}
