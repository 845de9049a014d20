-- GD01-112 Extreme Hatred
-- 【Main】Choose 2 of your active Units. Rest them. If you do, choose 1 enemy Unit. Deal 3
-- damage to it.
-- 【Pilot】[Loni Garvey] (the core lets it be paired as a Pilot)

card:main{
  target = { "Choose 2 of your active Units", side = "your", active = true, min = 2, max = 2 },
  rest_it = true, -- Rest them.
  -- If you do (both: with only one to choose, only one is rested and "If you do" fails, 5-20-1),
  if_you_do = true,
  then_target = { "Choose 1 enemy Unit", side = "enemy" },
  then_damage_it = 3, -- Deal 3 damage to it.
}
