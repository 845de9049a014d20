-- GD01-058 Galluss-K
-- 【Activate･Action】【Once per Turn】①：Choose 1 Unit that is Lv.4 or higher. It gets AP+1 during
-- this battle.

card:activate_action{
  cost = 1, once_per_turn = true,
  target = { "Choose 1 Unit that is Lv.4 or higher", side = "any", min_level = 4 },
  gets = { ap = 1, lasts = "battle" }, -- It gets AP+1 during this battle.
}
