-- GD04-063 GN Armor Type-E
-- 【Deploy】Choose 1 enemy Unit that is Lv.1 or lower or has 1 or less AP. Destroy it.

card:deploy{
  target = { "Choose 1 enemy Unit that is Lv.1 or lower or has 1 or less AP", side = "enemy",
             any_of = { { max_level = 1 }, { max_ap = 1 } } },
  run = function(e, target) e:destroy(target) end,
}
