-- GD04-073 ∀ Gundam
-- 【Activate･Main】【Once per Turn】①：This Unit gets AP+2 during this turn.

card:activate_main{
  cost = 1,
  once_per_turn = true,
  gets = { ap = 2 }, -- This Unit gets AP+2 during this turn.
}
