-- GD04-034 Gundam Kyrios
-- <First Strike> (the core handles it)
-- 【During Link】This Unit gets AP+2 for each of your rested (CB) Units.

card:during_link{
  -- this Unit too, when it is rested (it is a (CB) Unit)
  ap = function(e) return 2 * #e:units{ side = "your", rested = true, trait = "CB" } end,
}
