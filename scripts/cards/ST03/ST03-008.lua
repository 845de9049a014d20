-- ST03-008 Zaku Ⅱ
-- 【Attack】This Unit gets AP+2 during this turn.

card:attack{
  gets = { ap = 2 }, -- This Unit gets AP+2 during this turn.
}
