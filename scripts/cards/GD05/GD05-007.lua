-- GD05-007 Asshimar
-- 【During Link】This Unit gets AP+2 and <Repair 1>.
-- (At the end of your turn, this Unit recovers the specified number of HP.)

card:during_link{
  ap = 2,
  keywords = { repair = 1 },
}
