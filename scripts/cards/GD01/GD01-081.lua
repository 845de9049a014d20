-- GD01-081 M1 Astray
-- While you have another (Triple Ship Alliance) Unit in play, this Unit gets AP+1 and <Blocker>.

card:constant{
  condition = function(e)
    return #e:units{ side = "your", trait = "Triple Ship Alliance", exclude = e.unit } > 0
  end,
  ap = 1,
  keywords = { "blocker" },
}
