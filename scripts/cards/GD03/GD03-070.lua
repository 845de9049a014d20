-- GD03-070 Freedom Gundam
-- While this Unit is rested, friendly Shields can't receive battle damage from enemy Units.

card:constant{
  shield_area = "friendly",
  condition = { self = { rested = true } },
  prevent_damage = function(e, victim, source, amount, battle)
    return battle == 1 and e:location(victim) == "shield area"
      and source ~= -1 and e:matches(source, { side = "enemy", type = "unit" })
  end,
}
