-- hostile: an activated effect with a `pay` function (the cost must be declared).
card:activate_main{
  pay = function(e) end,
  run = function(e) e:draw(1) end,
}
