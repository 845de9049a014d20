-- EB01-002 Hi-Nu Gundam (EX)
-- 【Deploy】If another friendly (G Generation) Unit is in play, choose 1 Unit belonging to each
-- enemy player. Rest them.
-- 【During Link】【Attack】【Once per Turn】If 3 or more other rested Units are in play, set this Unit
-- as active.

-- "another friendly (G Generation) Unit": one of yours or a teammate's, not this one
local function another_g_generation(e)
  return #e:units{ side = "friendly", trait = "G Generation", exclude = e.unit } > 0
end

card:deploy{
  condition = another_g_generation,
  run = function(e)
    if not another_g_generation(e) then return end
    -- choose 1 Unit belonging to each enemy player (one with no Unit gives none); rest them
    local by_player = {}
    for _, u in ipairs(e:units{ side = "enemy" }) do
      local p = e:owner(u)
      by_player[p] = by_player[p] or {}
      table.insert(by_player[p], u)
    end
    local chosen = {}
    for _, p in ipairs(e:opponents()) do
      if by_player[p] then
        chosen[#chosen + 1] = e:choose_one("Choose 1 Unit belonging to player " .. p, by_player[p])
      end
    end
    for _, u in ipairs(chosen) do e:rest(u) end
  end,
}

-- "3 or more other rested Units": any player's, this Unit left out
local function three_other_rested(e)
  return #e:units{ side = "any", rested = true, exclude = e.unit } >= 3
end

card:attack{
  during = "link",
  once_per_turn = true,
  condition = three_other_rested,
  run = function(e)
    if three_other_rested(e) then e:set_active(e.unit) end
  end,
}
