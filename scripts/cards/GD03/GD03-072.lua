-- GD03-072 Aile Strike Gundam
-- <Blocker> (the core handles it)
-- 【Deploy】If you have another (Triple Ship Alliance) Unit in play, draw 1. Then, discard 1.

card:deploy{
  -- "another (Triple Ship Alliance) Unit": Aile Strike is one itself, so 2 or more with it.  The
  -- condition gates the whole sentence, the discard too (docs/rulings/GD03.md).
  condition = { count = "battle", trait = "Triple Ship Alliance", min = 2 },
  run = function(e)
    e:draw(1)
    e:discard(1)
  end,
}
