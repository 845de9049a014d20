-- ST01-001 Gundam
-- <Repair 2> (the core handles it)
-- 【During Pair】During your turn, all your Units get AP+1.

card:during_pair{
  condition = { turn = "your" },
  applies = { side = "your" },
  ap = 1,
}
