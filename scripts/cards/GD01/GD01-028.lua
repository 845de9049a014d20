-- GD01-028 Gundam Sandrock
-- 【Deploy】You may deploy 1 (Maganac Corps) Unit card from your hand.

card:deploy{
  -- with no such card in the hand there is nothing to deploy: not activated (10-2-2)
  condition = { count = "hand", type = "unit", trait = "Maganac Corps" },
  run = function(e)
    if not e:may("Deploy 1 (Maganac Corps) Unit card from your hand?") then return end
    local unit = e:choose_one("Choose 1 (Maganac Corps) Unit card in your hand",
                              e:cards("hand", { type = "unit", trait = "Maganac Corps" }))
    if unit then e:deploy(unit) end
  end,
}
