-- GD05-103 Not with Scattershot!
-- 【Main】/【Action】Choose 1 friendly Unit. It recovers 1 HP and gets AP+2 during this turn.
-- 【Pilot】[Buran Blutarch] (the core lets it be paired as a Pilot)

card:main_action{
  target = { "Choose 1 friendly Unit", side = "friendly" },
  run = function(e, target)
    e:recover(target, 1)
    e:modify(target, { ap = 2 }, "turn")
  end,
}
