-- GD05-037 Destroy Gundam
-- While an enemy player has 7 or more cards in their trash, this card in your hand gets Lv. -3 and
-- cost -3.
-- 【During Link】This Unit gains <Breach 3>.

card:constant{
  zone = "hand",
  condition = { count = "trash", side = "enemy", per_player = true, min = 7 },
  level = -3, cost = -3,
}

card:during_link{ keywords = { breach = 3 } }
