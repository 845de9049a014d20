-- GD03-061 Gundam Barbatos 6th Form
-- While this Unit has 1 HP, it gains <Repair 3>.
-- (At the end of your turn, this Unit recovers the specified number of HP.)

card:constant{
  -- its current HP, damage taken off (Q96)
  condition = function(e) return e:hp(e.unit) == 1 end,
  keywords = { repair = 3 },
}
