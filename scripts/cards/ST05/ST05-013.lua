-- ST05-013 With Iron and Blood
-- 【Main】/【Action】Choose 1 of your Units. Deal 1 damage to it. It gets AP+3 during this turn.

card:main_action{
  target = { "Choose 1 of your Units", side = "your" },
  run = function(e, target)
    e:damage(target, 1)
    e:modify(target, { ap = 3 }, "turn") -- nothing if the damage destroyed it (4-1-5)
  end,
}
