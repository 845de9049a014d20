-- ST01-001 Gundam
-- <Repair 2> (the core handles it)
-- 【During Pair】During your turn, all your Units get AP+1.

card:during_pair{
  condition = function(e) return e:my_turn() end,
  applies = function(e, unit) return e:owner(unit) == e.me end,
  ap = 1,
}
