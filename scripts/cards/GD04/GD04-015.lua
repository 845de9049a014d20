-- GD04-015 Gun EZ
-- 【Deploy】Choose 1 of your active (League Militaire) Units and 1 enemy Unit that is Lv.3 or
-- lower. Rest them.

-- Both are chosen first, then rested; with only one of them to choose, that one alone (any =
-- true: 1-3-2, 10-1-3, as much as possible).  With neither, the effect has nothing to do and is
-- not activated (10-2-2, Q100).  Ruling: docs/rulings/GD04.md.
card:deploy{
  target = { { "Choose 1 of your active (League Militaire) Units", side = "your", active = true,
               trait = "League Militaire" },
             { "Choose 1 enemy Unit that is Lv.3 or lower", side = "enemy", max_level = 3 },
             any = true },
  rest_it = true, -- Rest them (each chosen one in turn).
}
