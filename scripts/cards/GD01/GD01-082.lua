-- GD01-082 Gundam Aerial (Mirasoul Flight Unit)
-- 【During Pair】【Activate･Action】【Once per Turn】②：Choose 1 enemy Unit. It gets AP-1 during this
-- battle.

card:activate_action{
  during = "pair", cost = 2, once_per_turn = true,
  run = function(e)
    local target = e:choose_one("Choose 1 enemy Unit", e:units{ side = "enemy" })
    if target then e:modify(target, { ap = -1 }, "battle") end
  end,
}
