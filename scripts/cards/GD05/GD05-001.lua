-- GD05-001 V2 Gundam
-- <Repair 2> (At the end of your turn, this Unit recovers the specified number of HP.)
-- 【Activate･Main】【Once per Turn】Rest 2 of your Units：Set this Unit as active.

card:activate_main{
  once_per_turn = true,
  rest = { count = 2 },
  run = function(e) e:set_active(e.unit) end,
}
