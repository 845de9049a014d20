-- GD03-008 Bolinoak Sammahn
-- 【During Pair】This Unit gains <Repair 2>.
-- (At the end of your turn, this Unit recovers the specified number of HP.)

card:during_pair{
  keywords = { repair = 2 },
}
