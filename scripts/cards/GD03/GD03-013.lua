-- GD03-013 Hizack
-- While you have another (Jupitris) Unit in play, this Unit gets AP+1 and <Repair 1>.
-- (At the end of your turn, this Unit recovers the specified number of HP.)

card:constant{
  -- "another (Jupitris) Unit": Hizack is a (Jupitris) Unit in play while this effect works, so
  -- with itself that is 2 or more (a count, decided without calling Lua)
  condition = { count = "battle", trait = "Jupitris", min = 2 },
  ap = 1,
  keywords = { repair = 1 },
}
