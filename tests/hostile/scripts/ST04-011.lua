-- hostile: a triggered effect's rest_self without may (it is "You may rest this Unit"): the
-- script does not load
card:when_paired{
  rest_self = true,
  run = function(e) e:draw(1) end,
}
