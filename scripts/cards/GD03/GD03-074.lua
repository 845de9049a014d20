-- GD03-074 Tieren Taozi
-- 【During Pair】While you have another (Superpower Bloc) Unit in play, enemy Units choose this
-- rested Unit as their attack target if possible when attacking.

card:during_pair{
  condition = function(e)
    return #e:units{ side = "your", trait = "Superpower Bloc", exclude = e.unit } > 0
  end,
  lure = function(e, target) return e:is_rested(target) end,
}
