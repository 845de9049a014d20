-- GD04-069 ∀ Gundam
-- <Blocker> (Rest this Unit to change the attack target to it.)
-- 【During Link】At the end of a turn where you have paid ① or more for one of your other
-- (Militia)/(Dianna Counter) Units' effects, choose 1 of your (Militia) Units. Set it as active.

card:turn_end{
  any_turn = true, during = "link",
  condition = function(e)
    return e:this_turn("paid", { side = "your", trait = { "Militia", "Dianna Counter" },
                                 exclude = e.unit }) > 0
  end,
  target = { "Choose 1 of your (Militia) Units", side = "your", trait = "Militia" },
  run = function(e, target) e:set_active(target) end,
}
