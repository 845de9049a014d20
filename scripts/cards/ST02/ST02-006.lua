-- ST02-006 Tallgeese
-- 【Activate･Main】【Once per Turn】④：Set this Unit as active.

card:activate_main{
  cost = 4, once_per_turn = true,
  run = function(e)
    e:set_active(e.unit)
  end,
}
