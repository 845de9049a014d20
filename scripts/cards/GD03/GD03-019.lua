-- GD03-019 Gundam AGE-2 Normal
-- 【During Pair】Enemy Units choose this rested Unit as their attack target if possible when
-- attacking.
-- 【When Linked】Place 1 EX Resource.

card:during_pair{
  lure = function(e, target) return e:is_rested(target) end,
}

card:when_linked(function(e) e:place_resource{ ex = true } end)
