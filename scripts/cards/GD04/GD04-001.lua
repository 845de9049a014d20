-- GD04-001 Gundam
-- 【During Link】【Attack】If you are attacking an enemy Unit, you may return a blue Pilot paired
-- with this Unit to its owner's hand.

-- "If you are attacking an enemy Unit": this Unit's attack target is a Unit, not a player.
local function attacking_a_unit(e)
  local attacker, target = e:battle()
  return attacker == e.unit and target ~= nil
end

card:attack{
  during = "link",
  condition = attacking_a_unit,
  run = function(e)
    if not attacking_a_unit(e) then return end
    -- you may return a blue Pilot paired with this Unit to its owner's hand
    local pilot = e:pilot(e.unit)
    if pilot and e:matches(pilot, { color = "Blue" })
       and e:may("Return " .. e:name(pilot) .. " to its owner's hand?") then
      e:to_hand(pilot)
    end
  end,
}
