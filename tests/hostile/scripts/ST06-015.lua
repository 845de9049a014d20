-- hostile: a filter's other (not this Unit) that is not true or false, in a condition read when
-- the script loads: the script does not load
card:attack{
  condition = { count = "battle", side = "your", trait = "Earth Federation", other = "yes", min = 1 },
  run = function(e) e:draw(1) end,
}
