-- GD03-028 Auda's Maganac
-- 【Attack】If you are attacking an enemy Unit, this Unit gets AP+2 during this battle.

card:attack{
  condition = function(e)
    local _, target = e:battle()
    return target ~= nil -- attacking a Unit, not a player
  end,
  run = function(e)
    e:modify(e.unit, { ap = 2 }, "battle")
  end,
}
