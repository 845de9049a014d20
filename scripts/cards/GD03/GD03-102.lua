-- GD03-102 Privileged Position
-- 【Burst】Draw 1.
-- 【Action】Choose 1 of your (Titans) Link Units battling an enemy Unit. Set it as active.

-- Your (Titans) Link Unit in the battle going on, if the other Unit in it is an enemy Unit: the
-- attacker, or the Unit attacked (or the <Blocker> that took the attack, 5-22-2).
local function candidates(e)
  local attacker, target = e:battle()
  if not attacker or not target then return {} end -- a battle against a player: no enemy Unit
  local out = {}
  for _, pair in ipairs{ { attacker, target }, { target, attacker } } do
    local mine, other = pair[1], pair[2]
    if e:matches(mine, { side = "your", trait = "Titans", linked = true })
       and e:matches(other, { side = "enemy" }) then
      out[#out + 1] = mine
    end
  end
  return out
end

card:burst{ draw = 1 } -- Draw 1.

card:action(function(e)
  local target = e:choose_one("Choose 1 of your (Titans) Link Units battling an enemy Unit", candidates(e))
  if target then e:set_active(target) end
end)
