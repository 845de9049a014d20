-- GD02-054 Gundam Barbatos 1st Form
-- 【Attack】If this Unit is damaged, draw 1.

-- "If this Unit is damaged" is the whole effect's condition (10-2-1): undamaged, it is not
-- activated (Q100).
card:attack{
  condition = function(e) return e:damage_of(e.unit) > 0 end,
  run = function(e) e:draw(1) end,
}
