-- EB01-020 Gundam Mk-Ⅲ
-- 【During Link】【Activate･Action】【Once per Turn】Choose 1 Unit. It recovers 1 HP.

card:activate_action{
  during = "link",
  once_per_turn = true,
  target = { "Choose 1 Unit", side = "any" },
  run = function(e, target) e:recover(target, 1) end,
}
