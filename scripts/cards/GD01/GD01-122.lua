-- GD01-122 Covert Operative
-- 【Main】Choose 1 enemy Unit with 2 or less HP. Return it to its owner's hand. If you have a
-- Link Unit in play, choose 1 enemy Unit with 4 or less HP instead.
-- 【Pilot】[Shaddiq Zenelli] (the core lets it be paired as a Pilot)

card:main(function(e)
  -- 10-1-9-1-1: with a Link Unit of yours in play, the 4-HP choice replaces the 2-HP one
  local max_hp = #e:units{ side = "your", linked = true } > 0 and 4 or 2
  local target = e:choose_one("Choose 1 enemy Unit with " .. max_hp .. " or less HP",
                              e:units{ side = "enemy", max_hp = max_hp })
  if target then e:to_hand(target) end
end)
