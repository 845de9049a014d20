-- GD02-110 Awakened Power
-- 【Main】Choose 1 Unit card that is Lv.5 or lower from your trash. Pay its cost to deploy it.

card:main{
  target = { "Choose 1 Unit card that is Lv.5 or lower from your trash", from = "trash",
             type = "unit", max_level = 5 },
  run = function(e, unit)
    if e:pay(e:cost(unit)) then e:deploy(unit) end
  end,
}
