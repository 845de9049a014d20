-- ST03-008 Zaku Ⅱ
-- 【Attack】This Unit gets AP+2 during this turn.

card:attack(function(e)
  e:modify(e.unit, { ap = 2 }, "turn")
end)
