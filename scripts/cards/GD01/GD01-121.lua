-- GD01-121 Midair Modifications
-- 【Burst】Activate this card's 【Main】.
-- 【Main】Choose 1 rested Unit with <Blocker>. Set it as active. It can't attack during this turn.

card:burst(function(e)
  e:run_main()
end)

card:main{
  target = { "Choose 1 rested Unit with <Blocker>",
             side = "any", rested = true, keyword = "blocker" },
  run = function(e, target)
    e:set_active(target)
    e:forbid(target, "attack", "turn")
  end,
}
