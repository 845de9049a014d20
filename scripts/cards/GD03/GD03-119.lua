-- GD03-119 Awkward Approach
-- 【Main】Choose 1 rested friendly Base. Set it as active. If you do, all enemy Units get AP-1
-- during this turn.

card:main{
  target = { "Choose 1 rested friendly Base", from = "base", side = "friendly", rested = true },
  run = function(e, target)
    e:set_active(target)
    -- If you do: the enemy Units in play now (Q105)
    for _, unit in ipairs(e:units{ side = "enemy" }) do
      e:modify(unit, { ap = -1 }, "turn")
    end
  end,
}
