-- GD01-114 Assault on Torrington Base
-- 【Action】Choose 2 friendly Units. They get AP+1 during this turn.
-- 【Pilot】[Yonem Kirks] (the core lets it be paired as a Pilot)

-- With only one friendly Unit, that one (1-3-2: as much as possible).
card:action{
  target = { "Choose 2 friendly Units", side = "friendly", min = 2, max = 2 },
  gets = { ap = 1 }, -- They get AP+1 during this turn.
}
