-- GD04-061 G-Falcon
-- <Blocker> (the core handles it)
-- This Unit can't attack while there are 6 or less cards in your trash.

card:constant{
  condition = { count = "trash", min = 0, max = 6 },
  cant = { "attack" },
}
