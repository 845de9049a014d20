-- TEST-CORE-001 Damage Ward Test Unit (test card, tests/data/cards/core-rules.json)
-- This Unit can't receive battle damage from enemy Units with 2 or less HP.

card:constant{
  prevent_damage = function(e, victim, source, amount, battle)
    return battle == 1 and source >= 0
       and e:matches(source, { side = "enemy", type = "unit", max_hp = 2 })
  end,
}
