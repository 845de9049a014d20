-- GD02-023 Gundam AGE-1 Spallow
-- 【During Link】While you are Lv.7 or higher, this Unit gains <First Strike>.

card:during_link{
  condition = function(e) return e:player_level() >= 7 end,
  keywords = { "first strike" },
}
