-- GD05-061 Geara Doga
-- While you have another (Neo Zeon) Unit in play, this Unit gains <Blocker>.
-- (Rest this Unit to change the attack target to it.)

card:constant{
  condition = function(e)
    return #e:units{ side = "your", trait = "Neo Zeon", exclude = e.unit } > 0
  end,
  keywords = { "blocker" },
}
