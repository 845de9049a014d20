-- GD04-003 Victory Gundam
-- 【Attack】If you have 3 or more (League Militaire) Units in play, draw 1.

card:attack{
  -- 10-2-1: it triggers only with 3 or more; asked again as it resolves
  condition = { count = "battle", trait = "League Militaire", min = 3 },
  draw = 1,
}
