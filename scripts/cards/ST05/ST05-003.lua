-- ST05-003 CGS Mobile Worker
-- 【Activate･Main】Rest this Unit：Choose 1 of your Units. Deal 1 damage to it. It gets AP+1 during
-- this turn.

card:activate_main{
  rest_self = true,
  -- "1 of your Units": this one too (it is rested by then, 10-1-7-2)
  target = { "Choose 1 of your Units", side = "your" },
  run = function(e, target)
    e:damage(target, 1)
    e:modify(target, { ap = 1 }, "turn") -- nothing if the damage destroyed it (4-1-5)
  end,
}
