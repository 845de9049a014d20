-- GD02-047 Gaza C
-- 【Activate･Main】Rest this Unit：Destroy this and choose 1 enemy Unit that is Lv.5 or lower.
-- Deal 1 damage to it.

-- The enemy Unit is a target of the effect (10-2-2): with none, it can't be activated.
card:activate_main{
  rest_self = true,
  target = { "Choose 1 enemy Unit that is Lv.5 or lower", side = "enemy", max_level = 5 },
  run = function(e, target)
    e:destroy(e.unit)
    e:damage(target, 1)
  end,
}
