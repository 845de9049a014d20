-- EB01-027 Tallgeese
-- 【Deploy･Development 2】You may exile the specified number of (G Generation) cards in your trash
-- from the game. If you do, activate the following effect:
-- ■Choose 1 friendly (G Generation) Unit. It gains <Breach 1> during this turn.

card:deploy{
  development = 2,
  target = { "Choose 1 friendly (G Generation) Unit", side = "friendly", trait = "G Generation" },
  gains = { "breach", 1 }, -- It gains <Breach 1> during this turn.
}
