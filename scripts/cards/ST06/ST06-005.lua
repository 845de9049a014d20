-- ST06-005 Red Gundam
-- <Breach 1> (the core handles it)
-- 【Attack】Choose 1 to 2 friendly (Clan) Units. They get AP+2 during this turn.

-- (this Red Gundam is a (Clan) Unit too: it may be one of them)
card:attack{
  target = { "Choose 1 to 2 friendly (Clan) Units", side = "friendly", trait = "Clan", min = 1, max = 2 },
  gets = { ap = 2 }, -- They get AP+2 during this turn.
}
