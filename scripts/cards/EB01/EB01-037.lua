-- EB01-037 Zudah Unit 1
-- During your turn, while this Unit is battling an enemy Unit with <Blocker>, this Unit can't receive
-- battle damage.

-- "battling": the other Unit of the battle this Unit is in (the attack target, or the Unit that
-- blocked it), with <Blocker> when the damage is dealt.
card:constant{
  condition = { turn = "your" },
  prevent_damage = function(e, victim, source, amount, battle)
    if victim ~= e.unit or battle ~= 1 then return false end
    local attacker, target = e:battle()
    local other = attacker == e.unit and target or (target == e.unit and attacker) or nil
    return other ~= nil and e:matches(other, { side = "enemy", keyword = "blocker" })
  end,
}
