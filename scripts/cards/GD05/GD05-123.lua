-- GD05-123 Archangel
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- During your opponent's turn, friendly (Orb) Units can't receive 2 or less enemy effect damage.

card:burst(function(e) e:deploy(e.card) end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

-- A rule of this Base that reaches the friendly (Orb) Units (applies): 2 or less damage of an enemy
-- effect is not received (5-21).
card:constant{
  applies = { side = "friendly", trait = "Orb" },
  condition = { turn = "enemy" },
  prevent_damage = function(e, victim, source, amount, battle)
    return battle == 0 and amount <= 2 and source ~= -1 and e:matches(source, { side = "enemy" })
  end,
}
