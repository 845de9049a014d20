-- ST06-001 GQuuuuuuX (Omega Psycommu)
-- 【When Linked】If another friendly (Clan) Unit is in play, this gains <First Strike> during this
-- turn.
-- (While this Unit is attacking, it deals damage before the enemy Unit.)

card:when_linked{
  -- If another friendly (Clan) Unit is in play: the effect's condition (10-2-1)
  condition = { count = "battle", side = "friendly", trait = "Clan", other = true },
  gains = "first strike", -- this gains <First Strike> during this turn.
}
