-- GD02-074 Gundam Aerial Rebuild
-- <High-Maneuver> (the core handles it)
-- 【During Pair】While there are 4 or more Command cards in your trash, this Unit gains <Blocker>.

card:during_pair{
  condition = { count = "trash", type = "command", min = 4 },
  keywords = { "blocker" },
}
