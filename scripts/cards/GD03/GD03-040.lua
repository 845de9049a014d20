-- GD03-040 Gundam Virsago & Gundam Ashtaron
-- 【During Link】This Unit gains <High-Maneuver>.
-- (This Unit can't be blocked.)

card:during_link{
  keywords = { "high-maneuver" },
}
