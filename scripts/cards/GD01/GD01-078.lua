-- GD01-078 Mistral
-- 【Deploy】Choose 1 enemy Unit. It gets AP-1 during this turn.

card:deploy{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  gets = { ap = -1 }, -- It gets AP-1 during this turn.
}
