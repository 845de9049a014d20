-- GD01-076 Michaelis
-- While there are 4 or more Command cards in your trash, this Unit gets AP+1 and HP+1.

card:constant{
  condition = { count = "trash", type = "command", min = 4 },
  ap = 1,
  hp = 1,
}
