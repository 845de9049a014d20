-- GD03-056 Gundam Barbatos Adapt
-- 【Deploy】Choose 1 of your Units and 1 enemy Unit. Deal 1 damage to them.

-- Both are chosen first (this Unit itself may be yours), then dealt 1 damage at once;
-- with only one of them to choose, that one alone (1-3-2, 10-1-3: as much as possible).  With neither, the effect has nothing
-- to do and is not activated (10-2-2, Q100).  Ruling: docs/rulings/GD03.md.
local function yours(e) return e:units{side = "your"} end
local function theirs(e) return e:units{side = "enemy"} end

card:deploy{
  condition = function(e) return #yours(e) > 0 or #theirs(e) > 0 end,
  run = function(e)
    local mine, enemies = yours(e), theirs(e)
    local a = #mine > 0 and e:choose_one("Choose 1 of your Units", mine) or nil
    local b = #enemies > 0 and e:choose_one("Choose 1 enemy Unit", enemies) or nil
    local targets = {}
    if a then targets[#targets + 1] = a end
    if b then targets[#targets + 1] = b end
    e:damage_all(targets, 1) -- to both at once
  end,
}
