-- GD04-015 Gun EZ
-- 【Deploy】Choose 1 of your active (League Militaire) Units and 1 enemy Unit that is Lv.3 or
-- lower. Rest them.

-- Both are chosen first, then rested at once; with only one of them to
-- choose, that one alone (1-3-2, 10-1-3: as much as possible).  With neither, the effect has nothing
-- to do and is not activated (10-2-2, Q100).  Ruling: docs/rulings/GD04.md.
local function yours(e) return e:units{side = "your", active = true, trait = "League Militaire"} end
local function theirs(e) return e:units{side = "enemy", max_level = 3} end

card:deploy{
  condition = function(e) return #yours(e) > 0 or #theirs(e) > 0 end,
  run = function(e)
    local mine, enemies = yours(e), theirs(e)
    local a = #mine > 0 and e:choose_one("Choose 1 of your active (League Militaire) Units", mine) or nil
    local b = #enemies > 0 and e:choose_one("Choose 1 enemy Unit that is Lv.3 or lower", enemies) or nil
    local targets = {}
    if a then targets[#targets + 1] = a end
    if b then targets[#targets + 1] = b end
    for _, u in ipairs(targets) do e:rest(u) end
  end,
}
