-- GD02-006 Forbidden Gundam
-- <Blocker> (the core handles it)
-- During your turn, this Unit can't receive battle damage from enemy Units that are Lv.2 or
-- lower.

card:constant{
  prevent_damage = function(e, victim, source, amount, battle)
    return victim == e.unit and e:my_turn()           -- this Unit, during your turn
       and battle == 1                                -- battle damage
       and source >= 0 and e:matches(source, { side = "enemy", type = "unit", max_level = 2 })
  end,
}
