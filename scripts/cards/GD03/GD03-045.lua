-- GD03-045 Balient
-- While you have a Unit token in play, this Unit gets AP+1.

card:constant{
  condition = { count = "battle", token = true, min = 1 },
  ap = 1,
}
