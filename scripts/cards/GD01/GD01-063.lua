-- GD01-063 ZnO
-- During your turn, while this Unit is battling an enemy Unit that is Lv.2 or lower, it gains
-- <First Strike>.

card:constant{
  condition = function(e)
    if not e:my_turn() then return false end
    local attacker, target = e:battle()
    local enemy = attacker == e.unit and target or (target == e.unit and attacker) or nil
    return enemy ~= nil and e:matches(enemy, { side = "enemy", max_level = 2 })
  end,
  keywords = { "first strike" },
}
