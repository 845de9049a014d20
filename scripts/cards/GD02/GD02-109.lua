-- GD02-109 Undying Persistence
-- 【Main】/【Action】Choose 1 enemy Unit. Deal 1 damage to it.
-- 【Pilot】[Shiiko Sugai] (the core lets it be paired as a Pilot)

card:main_action{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  damage_it = 1, -- Deal 1 damage to it.
}
