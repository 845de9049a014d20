-- GD04-034 Gundam Kyrios
-- <First Strike> (the core handles it)
-- 【During Link】This Unit gets AP+2 for each of your rested (CB) Units.

-- this Unit too, when it is rested (it is a (CB) Unit); the filter is made once, when the script
-- loads (the AP is asked often)
local YOUR_RESTED_CB_UNITS = { side = "your", rested = true, trait = "CB" }

card:during_link{
  ap = function(e) return 2 * e:count("battle", YOUR_RESTED_CB_UNITS) end,
}
