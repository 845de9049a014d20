-- GD01-034 Gundam Heavyarms
-- 【During Pair】This Unit gains <Breach 3>.

card:during_pair{
  keywords = { breach = 3 },
}
