-- ST05-002 Gundam Barbatos 2nd Form
-- While this Unit is damaged, it gets AP+2.

card:constant{
  condition = function(e) return e:damage_of(e.unit) > 0 end,
  ap = 2,
}
