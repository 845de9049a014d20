-- GD05-065 Landman Rodi
-- 【During Link】This Unit gets AP+2 during your turn.

card:during_link{
  condition = { turn = "your" },
  ap = 2,
}
