-- GD02-031 Gundam AGE-1 Titus
-- While you are Lv.7 or higher, this Unit gets AP+2.

card:constant{
  condition = function(e) return e:player_level() >= 7 end,
  ap = 2,
}
