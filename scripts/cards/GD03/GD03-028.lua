-- GD03-028 Auda's Maganac
-- 【Attack】If you are attacking an enemy Unit, this Unit gets AP+2 during this battle.

card:attack{
  condition = function(e)
    local _, target = e:battle()
    return target ~= nil -- attacking a Unit, not a player
  end,
  gets = { ap = 2, lasts = "battle" }, -- this Unit gets AP+2 during this battle.
}
