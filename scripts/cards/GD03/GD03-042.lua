-- GD03-042 Duel Gundam (Assault Shroud)
-- While this Unit has 5 or more AP, it may choose an active enemy Unit that is Lv.5 or lower as
-- its attack target.

card:constant{
  attack_active = function(e, attacker, target)
    return attacker == e.unit and e:ap(attacker) >= 5 and e:level(target) <= 5
  end,
}
