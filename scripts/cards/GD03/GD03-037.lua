-- GD03-037 Bertigo
-- 【During Link】During your turn, while this Unit is battling an enemy Unit with a 【Destroyed】
-- effect, it gains <First Strike>.
-- (While this Unit is attacking, it deals damage before the enemy Unit.)

card:during_link{
  condition = function(e)
    if not e:my_turn() then return false end
    local attacker, target = e:battle()
    local other = attacker == e.unit and target or (target == e.unit and attacker) or nil
    return other ~= nil and e:matches(other, { side = "enemy", effect = "destroyed" })
  end,
  keywords = { "first strike" },
}
