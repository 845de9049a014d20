-- EB01-074 Eternal Road
-- 【Burst】Choose 1 enemy Unit with 3 or less HP. Rest it.
-- 【Main】/【Action】Choose 1 active friendly (G Generation) Unit. Rest it. If you do, all enemy players
-- each choose 1 of their active Units. Rest them.

card:burst{
  target = { "Choose 1 enemy Unit with 3 or less HP", side = "enemy", max_hp = 3 },
  run = function(e, target) e:rest(target) end,
}

card:main_action{
  target = { "Choose 1 active friendly (G Generation) Unit", side = "friendly", active = true,
             trait = "G Generation" },
  run = function(e, mine)
    e:rest(mine)
    -- "If you do": it was active, so it is rested by this effect
    if not e:is_rested(mine) then return end
    -- each enemy player chooses among their own active Units; all rested once everyone has chosen
    local chosen = {}
    for _, p in ipairs(e:opponents()) do
      local theirs = {}
      for _, u in ipairs(e:units{ side = "enemy", active = true }) do
        if e:owner(u) == p then theirs[#theirs + 1] = u end
      end
      if #theirs > 0 then
        chosen[#chosen + 1] = e:choose("Choose 1 of your active Units to rest", theirs, { player = p })[1]
      end
    end
    for _, u in ipairs(chosen) do e:rest(u) end
  end,
}
