-- EB01-006 Gundam Astray Gold Frame Amatsu
-- 【Deploy】Choose 1 of your Units. It gains <Repair 1> during this turn.

card:deploy{
  target = { "Choose 1 of your Units", side = "your" },
  run = function(e, target) e:grant(target, "repair", 1, "turn") end,
}
