-- EB01-006 Gundam Astray Gold Frame Amatsu
-- 【Deploy】Choose 1 of your Units. It gains <Repair 1> during this turn.

card:deploy{
  target = { "Choose 1 of your Units", side = "your" },
  gains = { "repair", 1 }, -- It gains <Repair 1> during this turn.
}
