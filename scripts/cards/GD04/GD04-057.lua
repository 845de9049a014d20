-- GD04-057 Gundam Nadleeh
-- 【Deploy】Choose 1 enemy Unit that is Lv.6 or lower. During this turn, reduce its AP by an
-- amount equal to the number of Unit cards with "Gundam Virtue" in their card names in your
-- trash.

-- (made once, when the script loads: its compiled form is kept)
local GUNDAM_VIRTUE_UNIT_CARDS = { type = "unit", name = "Gundam Virtue" }

card:deploy{
  target = { "Choose 1 enemy Unit that is Lv.6 or lower", side = "enemy", max_level = 6 },
  run = function(e, target)
    local n = e:count("trash", GUNDAM_VIRTUE_UNIT_CARDS)
    if n > 0 then e:modify(target, { ap = -n }, "turn") end -- 1-3-2-2: by 0, nothing
  end,
}
