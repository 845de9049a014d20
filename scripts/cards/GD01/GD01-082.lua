-- GD01-082 Gundam Aerial (Mirasoul Flight Unit)
-- 【During Pair】【Activate･Action】【Once per Turn】②：Choose 1 enemy Unit. It gets AP-1 during this
-- battle.

card:activate_action{
  during = "pair", cost = 2, once_per_turn = true,
  target = { "Choose 1 enemy Unit", side = "enemy" },
  gets = { ap = -1, lasts = "battle" }, -- It gets AP-1 during this battle.
}
