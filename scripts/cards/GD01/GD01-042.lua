-- GD01-042 Duo's Leo
-- This Unit may choose an active enemy Unit that is Lv.2 or lower as its attack target.

card:constant{
  attack_active = function(e, attacker, target)
    return attacker == e.unit and e:level(target) <= 2
  end,
}
