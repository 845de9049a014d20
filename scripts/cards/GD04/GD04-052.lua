-- GD04-052 Gundam Leopard Destroy
-- 【During Pair】【Attack】You may choose 1 enemy Unit. Deal 2 damage to it and this Unit.

card:attack{
  during = "pair",
  run = function(e)
    local target = e:choose_one("You may choose 1 enemy Unit", e:units{ side = "enemy" }, true)
    -- to both at once (then one rules management)
    if target then e:damage_all({ target, e.unit }, 2) end
  end,
}
