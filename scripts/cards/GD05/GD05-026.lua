-- GD05-026 Gundam Aerial Rebuild
-- Count up the number of your Units with "Gundam Lfrith"/"Gundnode" in their card name, plus this
-- Unit. All enemy Units whose Lv. is equal to or lower than that number are deployed rested.

local function count(e)
  return #e:units{ side = "your", name = "Gundam Lfrith" } + #e:units{ side = "your", name = "Gundnode" } + 1
end

card:constant{
  applies = function(e, target) return e:matches(target, { side = "enemy" }) and e:level(target) <= count(e) end,
  deploys_rested = true,
}
