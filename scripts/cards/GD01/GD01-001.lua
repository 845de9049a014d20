-- GD01-001 Gundam
-- All your (White Base Team) Units gain <Repair 1>.
-- (At the end of your turn, this Unit recovers the specified number of HP.)
-- 【When Paired】If you have 2 or more other Units in play, draw 1.

card:constant{
  applies = { side = "your", trait = "White Base Team" },
  keywords = { repair = 1 },
}

card:when_paired{
  condition = function(e) return #e:units{ side = "your", exclude = e.unit } >= 2 end,
  run = function(e) e:draw(1) end,
}
