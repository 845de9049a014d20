-- GD01-076 Michaelis
-- While there are 4 or more Command cards in your trash, this Unit gets AP+1 and HP+1.

card:constant{
  condition = function(e) return e:count("trash", { type = "command" }) >= 4 end,
  ap = 1,
  hp = 1,
}
