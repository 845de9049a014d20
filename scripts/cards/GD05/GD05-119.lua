-- GD05-119 A Wind Against Fires
-- 【Action】Choose 1 enemy Unit that is battling one of your Units that is Lv.5 or higher. It gets
-- AP-3 during this battle.
-- 【Pilot】[Zechs Merquise] (the core lets it be paired as a Pilot)

-- The enemy Unit battling a Unit of yours: the attacker, when it attacks your Unit (or your
-- <Blocker> took the attack), or the enemy Unit your attacking Unit attacks (5-22-1).
local function battling_enemy(e)
  local attacker, target = e:battle()
  if not attacker or not target then return {} end
  if e:location(attacker) ~= "battle area" or e:location(target) ~= "battle area" then return {} end
  local yours = { side = "your", min_level = 5 }
  if e:matches(attacker, { side = "enemy" }) and e:matches(target, yours) then return { attacker } end
  if e:matches(target, { side = "enemy" }) and e:matches(attacker, yours) then return { target } end
  return {}
end

card:action(function(e)
  local target = e:choose_one("Choose 1 enemy Unit that is battling one of your Units that is Lv.5 or higher",
                              battling_enemy(e))
  if target then e:modify(target, { ap = -3 }, "battle") end
end)
