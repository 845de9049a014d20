-- ST10-001 Zeta Gundam (EX)
-- When this Unit destroys an enemy shield area card with battle damage, set it as active. It can't
-- choose the same enemy player or enemy team as its attack target during this turn.

card:on("shield_area_destroyed", function(e)
  e:set_active(e.unit)
  e:forbid(e.unit, "attack player", "turn", e:owner(e.event_card))
end, { source = "self", battle = true, card = { side = "enemy" } })
