-- GD01-047 Shamblo
-- 【Attack】If 2 or more other rested friendly Units are in play, choose 1 enemy Unit. Deal 3
-- damage to it.

card:attack{
  condition = function(e)
    return #e:units{ side = "friendly", rested = true, exclude = e.unit } >= 2
  end,
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:damage(target, 3) end,
}
