-- GD04-043 Zssa (Sleeves)
-- 【Deploy】Choose 1 enemy Base. Deal 1 damage to it.

card:deploy(function(e)
  -- an EX Base is a Base too (5-17-3-1-1)
  local base = e:choose_one("Choose 1 enemy Base", e:cards("base", { side = "enemy" }))
  if base then e:damage(base, 1) end
end)
