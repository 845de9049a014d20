-- ST04-006 Aegis Gundam
-- 【Attack】If this Unit has 5 or more AP, choose 1 enemy Unit that is Lv.5 or higher. Deal 3
-- damage to it.

card:attack{
  condition = function(e) return e:ap(e.unit) >= 5 end,
  target = { "Choose 1 enemy Unit that is Lv.5 or higher", side = "enemy", min_level = 5 },
  run = function(e, target) e:damage(target, 3) end,
}
