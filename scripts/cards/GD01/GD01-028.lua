-- GD01-028 Gundam Sandrock
-- 【Deploy】You may deploy 1 (Maganac Corps) Unit card from your hand.

card:deploy(function(e)
  local units = e:cards("hand", { type = "unit", trait = "Maganac Corps" })
  if #units == 0 or not e:may("Deploy 1 (Maganac Corps) Unit card from your hand?") then return end
  local unit = e:choose_one("Choose 1 (Maganac Corps) Unit card in your hand", units)
  if unit then e:deploy(unit) end
end)
