-- GD02-081 Methuss
-- 【Deploy】If a friendly white Base is in play, choose 1 enemy Unit. It gets AP-2 during this
-- turn.

card:deploy{
  condition = { count = "base", side = "friendly", color = "White" }, -- 10-2-1
  target = { "Choose 1 enemy Unit", side = "enemy" },
  gets = { ap = -2 }, -- It gets AP-2 during this turn.
}
