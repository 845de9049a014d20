-- GD01-059 Zee Zulu
-- 【Attack】If you are attacking the enemy player, this Unit gets AP+2 during this battle.

card:attack{
  condition = function(e)
    local _, attacked = e:battle()
    return attacked == nil -- the player, not a Unit
  end,
  gets = { ap = 2, lasts = "battle" }, -- This Unit gets AP+2 during this battle.
}
