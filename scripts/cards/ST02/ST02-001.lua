-- ST02-001 Wing Gundam
-- <Breach 5> (the core handles it)
-- This Unit may choose an active enemy Unit that is Lv.4 or lower as its attack target.

card:constant{
  attack_active = function(e, attacker, target)
    return attacker == e.unit and e:level(target) <= 4
  end,
}
