-- GD02-107 All-Range Attack
-- 【Burst】Choose 1 enemy Unit. Deal 1 damage to it.
-- 【Main】Deal 1 damage to all enemy Units other than Link Units.

card:burst{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:damage(target, 1) end,
}

card:main(function(e)
  e:damage_all(e:units{ side = "enemy", linked = false }, 1)
end)
