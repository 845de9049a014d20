-- GD01-078 Mistral
-- 【Deploy】Choose 1 enemy Unit. It gets AP-1 during this turn.

card:deploy{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:modify(target, { ap = -1 }, "turn") end,
}
