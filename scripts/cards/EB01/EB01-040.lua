-- EB01-040 Gundam Epyon
-- 【Deploy】If there are 2 or more enemy players, choose 1 to 3 friendly Units. They gain <Breach 3>
-- during this turn.

local function two_enemy_players(e) return #e:opponents() >= 2 end

card:deploy{
  condition = two_enemy_players,
  run = function(e)
    if not two_enemy_players(e) then return end
    local units = e:choose("Choose 1 to 3 friendly Units", e:units{ side = "friendly" }, { min = 1, max = 3 })
    for _, u in ipairs(units) do e:grant(u, "breach", 3, "turn") end
  end,
}
