-- GD03-121 Unheralded Attack
-- 【Action】Choose 1 friendly Base and 1 enemy Unit with 3 or less HP. Rest them.
-- 【Pilot】[Katz Kobayashi] (the core lets it be paired as a Pilot)

card:action(function(e)
  -- both are targets: without either, the card can't be played (10-1-8-1-1); a Base already
  -- rested may be chosen (resting it does nothing, 1-3-2-1)
  local base = e:choose_one("Choose 1 friendly Base", e:cards("base", { side = "friendly" }))
  local unit = e:choose_one("Choose 1 enemy Unit with 3 or less HP", e:units{ side = "enemy", max_hp = 3 })
  if base then e:rest(base) end
  if unit then e:rest(unit) end
end)
