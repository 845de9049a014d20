-- EB01-015 Prototype Asshimar TR-3 "Kehaar"
-- 【Destroyed】If there are 2 or more other rested Units in play, choose 1 rested enemy Unit. Deal 1
-- damage to it.

-- "other": this Unit left out (when the effect triggers it is still in the battle area,
-- 13-2-8-2-1; when it resolves it is in the trash)
local function two_other_rested(e)
  return #e:units{ side = "any", rested = true, exclude = e.unit } >= 2
end

card:destroyed{
  condition = two_other_rested,
  run = function(e)
    if not two_other_rested(e) then return end
    local target = e:choose_one("Choose 1 rested enemy Unit", e:units{ side = "enemy", rested = true })
    if target then e:damage(target, 1) end
  end,
}
