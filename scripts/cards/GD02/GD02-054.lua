-- GD02-054 Gundam Barbatos 1st Form
-- 【Attack】If this Unit is damaged, draw 1.

card:attack(function(e)
  if e:damage_of(e.unit) > 0 then e:draw(1) end
end)
