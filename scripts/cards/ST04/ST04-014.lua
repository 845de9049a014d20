-- ST04-014 The Magic Bullet of Dusk
-- 【Main】/【Action】Choose 1 friendly Unit that is Lv.2 or lower. It gains <First Strike> during
-- this turn.
-- (While this Unit is attacking, it deals damage before the enemy Unit.)
-- 【Pilot】[Miguel Ayman] (the core lets it be paired as a Pilot)

card:main_action{
  target = { "Choose 1 friendly Unit that is Lv.2 or lower", side = "friendly", max_level = 2 },
  gains = "first strike", -- It gains <First Strike> during this turn.
}
