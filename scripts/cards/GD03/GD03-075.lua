-- GD03-075 Super Gundam
-- 【During Link】【Attack】Choose 1 enemy Unit with no paired Pilot. It gets AP-2 during this turn.

card:attack{
  during = "link",
  target = { "Choose 1 enemy Unit with no paired Pilot", side = "enemy", paired = false },
  gets = { ap = -2 }, -- It gets AP-2 during this turn.
}
