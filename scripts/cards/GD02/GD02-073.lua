-- GD02-073 Carta's Graze Ritter (Ground Type)
-- During your opponent's turn, the enemy Unit battling this Unit gains <First Strike>.

-- The enemy Unit battling this Unit: the attacker when this Unit is attacked (or blocks), the
-- attacked Unit when this Unit attacks (13-1-5-1: <First Strike> acts only while attacking).
card:constant{
  condition = { turn = "enemy" },
  applies = function(e, target)
    local attacker, attacked = e:battle()
    return (attacker == target and attacked == e.unit) or (attacker == e.unit and attacked == target)
  end,
  keywords = { "first strike" },
}
