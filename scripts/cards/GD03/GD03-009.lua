-- GD03-009 Palace Athene
-- 【Deploy】You may choose 2 (Titans) cards from your trash. Exile them from the game. If you do,
-- choose 1 enemy Unit that is Lv.4 or lower. Rest it.

card:deploy{
  -- "You may choose 2": both or none; with fewer than 2 there is nothing to exile, and so no
  -- rest (5-20-1)
  target = { "Choose 2 (Titans) cards from your trash", from = "trash", trait = "Titans",
             min = 2, max = 2, may = "Exile 2 (Titans) cards from your trash?" },
  exile_it = true, -- Exile them from the game.
  if_you_do = true, -- If you do,
  then_target = { "Choose 1 enemy Unit that is Lv.4 or lower", side = "enemy", max_level = 4 },
  then_rest_it = true, -- Rest it.
}
