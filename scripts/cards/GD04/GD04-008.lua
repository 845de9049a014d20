-- GD04-008 Gundam
-- 【During Link】This Unit gains <High-Maneuver>.
-- (This Unit can't be blocked.)

card:during_link{
  keywords = { "high-maneuver" },
}
