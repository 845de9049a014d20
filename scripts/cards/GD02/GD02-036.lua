-- GD02-036 Qubeley
-- 【When Linked】This Unit gains <Suppression> during this turn.
-- 【During Pair･(Neo Zeon) Pilot】【Attack】Choose 1 damaged enemy Unit. Deal 2 damage to it.

card:when_linked(function(e)
  e:grant(e.unit, "suppression", "turn")
end)

card:attack(function(e)
  local target = e:choose_one("Choose 1 damaged enemy Unit", e:units{
    side = "enemy", where = function(e, c) return e:damage_of(c) > 0 end })
  if target then e:damage(target, 2) end
end, { during = "pair", pilot = { trait = "Neo Zeon" } })
