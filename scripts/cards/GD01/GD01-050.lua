-- GD01-050 LaGOWE
-- 【Attack】If this Unit has 5 or more AP and it is attacking an enemy Unit, choose 1 enemy Unit.
-- Deal 2 damage to it.

card:attack{
  condition = function(e)
    local _, attacked = e:battle()
    return e:ap(e.unit) >= 5 and attacked ~= nil
  end,
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:damage(target, 2) end,
}
