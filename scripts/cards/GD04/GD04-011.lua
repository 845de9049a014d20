-- GD04-011 Victory Gundam
-- 【Destroyed】If another friendly (League Militaire) Unit is in play, deploy 1 [Parts]((League
-- Militaire)･AP1･HP1･This Unit can't choose the enemy player as its attack target) Unit token.

-- When it triggers this Unit is still in the battle area (13-2-8-2-1): "another" leaves it out.
local function another_league_militaire(e)
  return #e:units{ side = "friendly", trait = "League Militaire", exclude = e.card } > 0
end

card:destroyed{
  condition = another_league_militaire,
  run = function(e)
    if another_league_militaire(e) then e:deploy_token("T-021") end -- Parts
  end,
}
