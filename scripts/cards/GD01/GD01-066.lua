-- GD01-066 Justice Gundam
-- 【Deploy】Deploy 1 [Fatum-00]((Triple Ship Alliance)･AP2･HP2･<Blocker>) Unit token.
-- 【During Pair】【Attack】Choose 1 of your (Triple Ship Alliance) Unit tokens. It may attack on the
-- turn it is deployed.

card:deploy(function(e)
  e:deploy_token("T-011") -- Fatum-00
end)

card:attack{
  during = "pair",
  target = { "Choose 1 of your (Triple Ship Alliance) Unit tokens",
             side = "your", trait = "Triple Ship Alliance", token = true },
  run = function(e, target) e:allow_attack_on_deploy_turn(target) end,
}
