-- GD04-046 Gundam Dynames
-- 【Deploy】You may rest this Unit. If you do, choose 1 enemy Unit that is Lv.3 or lower. Deal 2
-- damage to it.

-- You may rest this Unit (asked only while it is in the battle area and active: one already
-- rested can't be rested, 1-3-2-1).  If you do, choose 1 enemy Unit that is Lv.3 or lower (the
-- question is asked even when there is none: the target comes after it).
card:deploy{
  may = "Rest this Unit to deal 2 damage to an enemy Unit that is Lv.3 or lower?",
  rest_self = true,
  target = { "Choose 1 enemy Unit that is Lv.3 or lower", side = "enemy", max_level = 3 },
  damage_it = 2, -- Deal 2 damage to it.
}
