-- GD04-103 Spiritual Support
-- 【Main】Choose 1 of your Units. It gains <Repair 2> during this turn.
-- (At the end of your turn, this Unit recovers the specified number of HP.)

card:main{
  target = { "Choose 1 of your Units", side = "your" },
  gains = { "repair", 2 }, -- It gains <Repair 2> during this turn.
}
