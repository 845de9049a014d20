-- TEST-CORE-005 Strike Then Draw Test Command (test card, tests/data/cards/core-rules.json)
-- 【Main】Choose 1 enemy Unit. Deal 1 damage to it. Then, draw 1.
-- The damage asks the rules that could prevent it (a "can't receive damage" constant of
-- the enemy's, TEST-CORE-001: a Lua function of another card, run by the engine in the
-- middle of this effect); "draw 1" after it must still be this effect's: its player
-- draws (10-1-6-7).

card:main{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target)
    e:damage(target, 1)
    e:draw(1)
  end,
}
