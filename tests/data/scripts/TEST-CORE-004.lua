-- TEST-CORE-004 Destroyed Condition Test Unit (test card, tests/data/cards/core-rules.json)
-- 【Destroyed】If you have another Unit in play, draw 1.
-- The condition is read when the effect activates, from the trash (13-2-8-2): this Unit is
-- there by then, so any of your Units in play is another one.

card:destroyed{
  condition = function(e) return #e:units{ side = "your" } > 0 end,
  run = function(e) e:draw(1) end,
}
