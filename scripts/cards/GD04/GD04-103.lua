-- GD04-103 Spiritual Support
-- 【Main】Choose 1 of your Units. It gains <Repair 2> during this turn.
-- (At the end of your turn, this Unit recovers the specified number of HP.)

card:main{
  target = { "Choose 1 of your Units", side = "your" },
  run = function(e, target) e:grant(target, "repair", 2, "turn") end,
}
