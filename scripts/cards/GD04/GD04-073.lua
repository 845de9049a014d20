-- GD04-073 ∀ Gundam
-- 【Activate･Main】【Once per Turn】①：This Unit gets AP+2 during this turn.

card:activate_main{
  cost = 1,
  once_per_turn = true,
  run = function(e) e:modify(e.unit, { ap = 2 }, "turn") end,
}
