-- GD01-069 Strike Rouge
-- 【Activate･Main】【Once per Turn】①：Choose 1 of your rested white Units with <Blocker>. Set it as
-- active. It can't attack during this turn.

card:activate_main{
  cost = 1, once_per_turn = true,
  target = { "Choose 1 of your rested white Units with <Blocker>",
             side = "your", rested = true, color = "White", keyword = "blocker" },
  run = function(e, target)
    e:set_active(target)
    e:forbid(target, "attack", "turn")
  end,
}
