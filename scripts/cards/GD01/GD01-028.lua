-- GD01-028 Gundam Sandrock
-- 【Deploy】You may deploy 1 (Maganac Corps) Unit card from your hand.

card:deploy(function(e)
  local unit = e:choose_one("You may deploy 1 (Maganac Corps) Unit card from your hand",
                            e:cards("hand", { type = "unit", trait = "Maganac Corps" }), true)
  if unit then e:deploy(unit) end
end)
