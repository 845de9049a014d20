-- GD03-033 Providence Gundam
-- 【During Pair･(ZAFT) Pilot】During your turn, all your (ZAFT) Units get AP+2.
-- 【Attack】Choose 1 enemy Unit. Deal 1 damage to it for each 4 AP this Unit has.

card:during_pair{
  pilot = { trait = "ZAFT" },
  condition = { turn = "your" },
  applies = { side = "your", trait = "ZAFT" },
  ap = 2,
}

card:attack{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target)
    -- this Unit's AP as the effect resolves; under 4 AP the Unit is chosen and takes no damage
    local n = e:ap(e.unit) // 4
    if n > 0 then e:damage(target, n) end
  end,
}
