-- GD04-109 Overwhelming Pressure
-- 【Main】/【Action】Choose 1 enemy Unit that is Lv.6 or lower. Deal 4 damage to it.

card:main_action{
  target = { "Choose 1 enemy Unit that is Lv.6 or lower", side = "enemy", max_level = 6 },
  damage_it = 4, -- Deal 4 damage to it.
}
