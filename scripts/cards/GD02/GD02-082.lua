-- GD02-082 Gaelio's Schwalbe Graze
-- While you have another (Gjallarhorn) Unit in play, this Unit gains <Blocker>.

card:constant{
  condition = function(e)
    return #e:units{ side = "your", trait = "Gjallarhorn", exclude = e.unit } > 0
  end,
  keywords = { "blocker" },
}
