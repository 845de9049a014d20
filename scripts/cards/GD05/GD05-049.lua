-- GD05-049 Sazabi
-- <Suppression> (the core handles it)
-- 【Attack】You may choose 1 of your Units. Destroy it. If you do, all enemy players each choose 1
-- of their non-battling Units. Destroy them.

-- Ruling: Sazabi may choose itself.  "Non-battling": neither the attacking Unit nor the Unit it
-- attacks (5-22-1); the attacked Unit stays battling until the battle ends (8-2-4, 8-6-2), even
-- when Sazabi has left.  The enemy players choose in turn order, then the chosen Units are
-- destroyed.
card:attack(function(e)
  local mine = e:choose_one("You may choose 1 of your Units. Destroy it", e:units{ side = "your" }, true)
  if not mine then return end
  local attacker, target = e:battle()
  e:destroy(mine) -- (a Unit in play is always destroyed: "If you do" holds, 5-20-1)
  local doomed = {}
  for _, p in ipairs(e:opponents()) do
    local units = e:units{ side = "enemy", where = function(e, u)
      return e:owner(u) == p and u ~= attacker and u ~= target
    end }
    local chosen = e:choose("Choose 1 of your non-battling Units. Destroy it", units, { min = 1, max = 1, player = p })
    if chosen[1] then doomed[#doomed + 1] = chosen[1] end
  end
  for _, u in ipairs(doomed) do e:destroy(u) end
end)
