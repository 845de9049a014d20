-- EB01-036 Darilbalde
-- During your turn, all other (G Generation) Units that are Lv.3 get AP+1.

-- "all other": every player's (G Generation) Lv.3 Units, this one (itself Lv.3) left out
card:constant{
  condition = { turn = "your" },
  applies = { side = "any", trait = "G Generation", min_level = 3, max_level = 3 },
  ap = function(e, target) return target == e.unit and 0 or 1 end,
}
