-- GD02-068 Gundam Barbatos 3rd Form
-- 【Deploy】Deal 2 damage to this Unit.

card:deploy(function(e)
  e:damage(e.unit, 2)
end)
