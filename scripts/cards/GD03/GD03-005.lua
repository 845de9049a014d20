-- GD03-005 Kshatriya Besserung
-- <Repair 1> (the core handles it)
-- (At the end of your turn, this Unit recovers the specified number of HP.)
-- 【Deploy】Draw 1.

card:deploy{ draw = 1 } -- Draw 1.
