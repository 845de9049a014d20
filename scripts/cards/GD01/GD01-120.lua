-- GD01-120 Naval Bombardment
-- 【Burst】Choose 1 enemy Unit. It gets AP-3 during this turn.
-- 【Action】Choose 1 friendly Unit with <Blocker>. It gets AP+3 during this turn.

card:burst{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  gets = { ap = -3 }, -- It gets AP-3 during this turn.
}

card:action{
  target = { "Choose 1 friendly Unit with <Blocker>", side = "friendly", keyword = "blocker" },
  gets = { ap = 3 }, -- It gets AP+3 during this turn.
}
