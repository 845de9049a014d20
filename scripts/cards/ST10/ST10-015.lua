-- ST10-015 Diffuse Beam Cannon
-- 【Action】If a friendly (G Generation) Unit is in play, choose 1 enemy Unit. It gets AP-3 during
-- this battle.
-- 【Pilot】[Claire Heathrow] (the core lets it be paired as a Pilot)

-- Ruling: the "If" is no target (10-1-8-1-1): when it does not hold, the Command can still be
-- played and does nothing, as GD02-119; when it holds, the Unit to choose must exist (10-1-8-1-2).
card:action(function(e)
  -- in the end phase's action step there is no battle: "during this battle" gives nothing
  if not e:battle() then return end
  if #e:units{ side = "friendly", trait = "G Generation" } == 0 then return end
  local target = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
  if target then e:modify(target, { ap = -3 }, "battle") end
end)
