-- GD03-001 Gundam NT-1
-- <Repair 2> (the core handles it)
-- (At the end of your turn, this Unit recovers the specified number of HP.)
-- 【When Paired】Choose 1 rested enemy Unit. Deal 1 damage to it. When this effect destroys an
-- enemy Unit, draw 1.

card:when_paired{
  target = { "Choose 1 rested enemy Unit", side = "enemy", rested = true },
  run = function(e, target)
    e:damage(target, 1)
    -- "When this effect destroys an enemy Unit": rules management destroyed it at once (11-1-2,
    -- 11-3-1), so its handle no longer reaches it.  The draw is done here, as the last part of
    -- the effect (docs/rulings/GD03.md).
    if e:location(target) == nil then e:draw(1) end
  end,
}
