-- GD05-057 Gyunei's Jagd Doga
-- 【Activate･Main】【Once per Turn】Choose 1 of your other Units. Destroy it. If you do, set this Unit
-- as active. It can't choose the enemy player as its attack target during this turn.

card:activate_main{
  once_per_turn = true,
  run = function(e)
    local unit = e:choose_one("Choose 1 of your other Units", e:units{ side = "your", exclude = e.unit })
    if not unit then return end
    e:destroy(unit)
    if e:location(unit) == nil then -- (destroyed: the handle no longer reaches it)
      e:set_active(e.unit)
      e:forbid(e.unit, "attack player")
    end
  end,
}
