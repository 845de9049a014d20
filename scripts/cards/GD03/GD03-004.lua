-- GD03-004 Hambrabi
-- 【Attack】If you have 2 or more other (Titans) Units in play, choose 1 enemy Unit with 5 or less
-- HP. Rest it.

card:attack{
  -- "2 or more other (Titans) Units": Hambrabi is a (Titans) Unit in play when it attacks, so
  -- with itself that is 3 or more (a count, decided without calling Lua)
  condition = { count = "battle", trait = "Titans", min = 3 },
  target = { "Choose 1 enemy Unit with 5 or less HP", side = "enemy", max_hp = 5 },
  rest_it = true, -- Rest it.
}
