-- hostile: changing the game during a legality check (a constant's condition)
card:constant{
  condition = function(e) e:draw(5) return true end,
  ap = 5,
}
