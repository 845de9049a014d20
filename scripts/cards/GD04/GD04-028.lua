-- GD04-028 Zakrello
-- 【Attack】Choose 1 active enemy Unit. It gains <Blocker> during this turn.
-- (Rest this Unit to change the attack target to it.)

card:attack{
  target = { "Choose 1 active enemy Unit", side = "enemy", active = true },
  gains = "blocker", -- It gains <Blocker> during this turn.
}
