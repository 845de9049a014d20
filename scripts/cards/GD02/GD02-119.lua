-- GD02-119 Persistent and Fortudinous
-- 【Action】If you have a (Gjallarhorn) Link Unit in play, choose 1 enemy Unit. It gets AP-3 during
-- this battle.
-- 【Pilot】[Carta Issue] (the core lets it be paired as a Pilot)

card:action(function(e)
  -- in the end phase's action step there is no battle: "during this battle" gives nothing
  if not e:battle() then return end
  if #e:units{ side = "your", trait = "Gjallarhorn", linked = true } == 0 then return end
  local target = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
  if target then e:modify(target, { ap = -3 }, "battle") end
end)
