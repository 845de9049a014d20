-- GD01-049 Blitz Gundam
-- 【Deploy】Choose 1 of your (ZAFT) Units with 5 or more AP. It gains <First Strike> during this
-- turn.

card:deploy(function(e)
  local target = e:choose_one("Choose 1 of your (ZAFT) Units with 5 or more AP",
                              e:units{ side = "your", trait = "ZAFT", min_ap = 5 })
  if target then e:grant(target, "first strike", "turn") end
end)
