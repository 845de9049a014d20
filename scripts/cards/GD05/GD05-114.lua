-- GD05-114 Widespread Annihilation
-- 【Main】Destroy all Units that are Lv.4 or lower.

-- Every player's Units, yours too; a Unit token is Lv.0 (2-9-3).
card:main(function(e)
  for _, unit in ipairs(e:units{ side = "any", max_level = 4 }) do e:destroy(unit) end
end)
