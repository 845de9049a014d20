-- GD01-014 G-Sky Easy
-- 【During Link】【Activate･Action】【Once per Turn】Choose 1 Unit. It recovers 1 HP.

card:activate_action{
  during = "link", once_per_turn = true,
  run = function(e)
    local target = e:choose_one("Choose 1 Unit", e:units{ side = "any" })
    if target then e:recover(target, 1) end
  end,
}
