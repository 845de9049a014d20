-- GD02-033 Kikeroga (MA Mode) (GQ)
-- While another friendly (Zeon) Link Unit is in play, this Unit gains <Breach 5>.

card:constant{
  condition = function(e)
    return #e:units{ side = "friendly", trait = "Zeon", linked = true, exclude = e.unit } > 0
  end,
  keywords = { breach = 5 },
}
