-- GD04-022 Kikeroga (MS Mode) (GQ)
-- All your Unit tokens gain <Breach 1>.
-- (When this Unit's attack destroys an enemy Unit, deal the specified amount of damage to the first
-- card in that opponent's shield area.)
-- 【During Link】All Units that are Lv.3 or lower other than Unit tokens are deployed rested.

card:constant{ applies = { side = "your", token = true }, keywords = { breach = 1 } }

card:during_link{ applies = { side = "any", max_level = 3, token = false }, deploys_rested = true }
