-- GD04-065 Unicorn Gundam 02 Banshee Norn (Destroy Mode)
-- 【During Link】【Activate･Main】Exile 3 blue cards from your trash：Set this Unit as active. It
-- can't choose the enemy player as its attack target during this turn.
-- 【Attack】All enemy Units get AP-1 during this turn.

card:activate_main{
  during = "link",
  exile = { count = 3, color = "Blue" },
  run = function(e)
    e:set_active(e.unit)
    e:forbid(e.unit, "attack player")
  end,
}

card:attack(function(e)
  for _, u in ipairs(e:units{ side = "enemy" }) do e:modify(u, { ap = -1 }) end
end)
