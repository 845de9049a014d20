-- GD01-006 Delta Plus
-- <Repair 1> (the core handles it)
-- 【During Link】This Unit gets HP+1.

card:during_link{
  hp = 1,
}
