-- EB01-044 Justice Gundam (EX)
-- <Blocker> (the core handles it)
-- 【Deploy】If there are 2 or more enemy players, choose 1 Unit belonging to an enemy player with the
-- most Units. Return it to its owner's hand.

local function two_enemy_players(e) return #e:opponents() >= 2 end

card:deploy{
  condition = two_enemy_players,
  run = function(e)
    if not two_enemy_players(e) then return end
    -- the enemy players with the most Units (several when tied: a Unit of any of them)
    local count, most = {}, 0
    local units = e:units{ side = "enemy" }
    for _, u in ipairs(units) do
      local p = e:owner(u)
      count[p] = (count[p] or 0) + 1
      if count[p] > most then most = count[p] end
    end
    local theirs = {}
    for _, u in ipairs(units) do
      if count[e:owner(u)] == most then theirs[#theirs + 1] = u end
    end
    local target = e:choose_one("Choose 1 Unit belonging to an enemy player with the most Units", theirs)
    if target then e:to_hand(target) end
  end,
}
