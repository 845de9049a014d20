-- GD02-045 GINN Long-Range Reconnaissance Type
-- 【Attack】If this Unit has 5 or more AP and it is attacking an enemy Unit, draw 1.

card:attack(function(e)
  local _, target = e:battle()
  if target and e:ap(e.unit) >= 5 then e:draw(1) end
end)
