-- GD03-104 Reccoa's Shadow
-- 【Main】/【Action】Choose 1 enemy Unit with 3 or less HP. Rest it. If a friendly (Jupitris) Link
-- Unit is in play, choose 1 to 2 enemy Units with 3 or less HP instead.
-- 【Pilot】[Reccoa Londe] (the core lets it be paired as a Pilot)

card:main_action{
  target = { "Choose 1 enemy Unit with 3 or less HP", side = "enemy", max_hp = 3 },
  -- 10-1-9-1-1: with a friendly (Jupitris) Link Unit, "1 to 2" instead of "1": the first Unit
  -- is chosen above, a second one may be chosen now (not the first), and both are rested
  also_if = { count = "battle", side = "friendly", trait = "Jupitris", linked = true, min = 1 },
  also_target = { "You may choose a second enemy Unit with 3 or less HP", side = "enemy", max_hp = 3,
                  min = 0, max = 1 },
  rest_it = true, -- Rest it (them).
}
