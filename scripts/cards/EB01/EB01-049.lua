-- EB01-049 Pale Rider (Ground Heavy Equipment Type)
-- While a friendly (G Generation) Unit with <Blocker> is in play, this Unit gains <Suppression>.

-- "a friendly (G Generation) Unit": yours or a teammate's, this one included
card:constant{
  condition = { count = "battle", side = "friendly", trait = "G Generation", keyword = "blocker", min = 1 },
  keywords = { "suppression" },
}
