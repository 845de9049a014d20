-- GD01-049 Blitz Gundam
-- 【Deploy】Choose 1 of your (ZAFT) Units with 5 or more AP. It gains <First Strike> during this
-- turn.

card:deploy{
  target = { "Choose 1 of your (ZAFT) Units with 5 or more AP",
             side = "your", trait = "ZAFT", min_ap = 5 },
  gains = "first strike", -- It gains <First Strike> during this turn.
}
