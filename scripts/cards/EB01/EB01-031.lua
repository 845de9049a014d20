-- EB01-031 Oggo
-- This Unit may choose an active enemy Unit that is Lv.3 or lower as its attack target.

card:constant{
  attack_active = function(e, attacker, target)
    return attacker == e.unit and e:level(target) <= 3
  end,
}
