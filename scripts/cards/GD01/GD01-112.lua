-- GD01-112 Extreme Hatred
-- 【Main】Choose 2 of your active Units. Rest them. If you do, choose 1 enemy Unit. Deal 3
-- damage to it.
-- 【Pilot】[Loni Garvey] (the core lets it be paired as a Pilot)

card:main{
  target = { "Choose 2 of your active Units", side = "your", active = true, min = 2, max = 2 },
  run = function(e, mine)
    for _, unit in ipairs(mine) do e:rest(unit) end
    if #mine < 2 then return end -- only one could be rested: "If you do" fails (5-20-1)
    local target = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
    if target then e:damage(target, 3) end
  end,
}
