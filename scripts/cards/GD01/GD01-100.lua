-- GD01-100 A Show of Resolve
-- 【Main】Draw 2.

card:main{ draw = 2 } -- Draw 2.
