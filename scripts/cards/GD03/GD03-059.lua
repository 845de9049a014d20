-- GD03-059 Zedas R
-- 【Attack】You may choose 1 (Vagan) card from your trash. Exile it from the game. If you do,
-- choose 1 of your (Vagan) Units. It gets AP+2 during this turn.

card:attack{
  target = { "You may choose 1 (Vagan) card from your trash to exile", from = "trash", trait = "Vagan",
             min = 0, max = 1 },
  exile_it = true, -- Exile it from the game.
  if_you_do = true, -- If you do,
  then_target = { "Choose 1 of your (Vagan) Units", side = "your", trait = "Vagan" },
  then_gets = { ap = 2 }, -- It gets AP+2 during this turn.
}
