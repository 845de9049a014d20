-- GD02-064 Gundam Leopard
-- During your turn, while there are 7 or more cards in your trash, this Unit can't receive
-- effect damage from enemy Commands.

-- Ruling: a Command's 【Burst】 is an effect of that Command too; "enemy Commands" counts it.
card:constant{
  condition = function(e) return e:my_turn() and e:count("trash") >= 7 end,
  prevent_damage = function(e, victim, source, amount, battle)
    return victim == e.unit and battle == 0
       and source >= 0 and e:matches(source, { side = "enemy", type = "command" })
  end,
}
