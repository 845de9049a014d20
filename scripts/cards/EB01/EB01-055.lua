-- EB01-055 Dom Gross Beil
-- If there are 2 or more enemy players and this Unit is rested, friendly Shields can't receive
-- battle damage from enemy Units.

card:constant{
  shield_area = "friendly",
  condition = function(e) return #e:opponents() >= 2 and e:is_rested(e.card) end,
  prevent_damage = function(e, victim, source, amount, battle)
    return battle == 1 and e:location(victim) == "shield area"
      and source ~= -1 and e:matches(source, { side = "enemy", type = "unit" })
  end,
}
