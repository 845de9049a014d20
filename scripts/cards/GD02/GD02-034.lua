-- GD02-034 GQuuuuuuX
-- 【During Pair･Red Pilot】This Unit gets AP+2.

card:during_pair{
  pilot = { color = "Red" },
  ap = 2,
}
