-- GD01-102 Securing the Supply Line
-- 【Main】All friendly Units that are Lv.4 or lower recover 2 HP.

card:main(function(e)
  for _, unit in ipairs(e:units{ side = "friendly", max_level = 4 }) do
    e:recover(unit, 2)
  end
end)
