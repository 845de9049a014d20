-- GD01-019 Byarlant Custom
-- While 4 or more enemy Units are in play, this Unit gains <Blocker>.
-- (Rest this Unit to change the attack target to it.)

card:constant{
  condition = function(e) return #e:units{ side = "enemy" } >= 4 end,
  keywords = { "blocker" },
}
