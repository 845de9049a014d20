-- GD04-060 Esperansa
-- 【Deploy】If you deploy this Unit from your trash, draw 1.

card:deploy(function(e) e:draw(1) end, { from = "trash" })
