-- GD02-024 Red Gundam
-- 【During Link】This Unit gains <High-Maneuver>.

card:during_link{
  keywords = { "high-maneuver" },
}
