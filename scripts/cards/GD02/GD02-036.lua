-- GD02-036 Qubeley
-- 【When Linked】This Unit gains <Suppression> during this turn.
-- 【During Pair･(Neo Zeon) Pilot】【Attack】Choose 1 damaged enemy Unit. Deal 2 damage to it.

card:when_linked(function(e)
  e:grant(e.unit, "suppression", "turn")
end)

card:attack{
  during = "pair", pilot = { trait = "Neo Zeon" },
  target = { "Choose 1 damaged enemy Unit", side = "enemy", damaged = true },
  run = function(e, target) e:damage(target, 2) end,
}
