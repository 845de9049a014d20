-- GD02-043 Daughtress Weapon
-- 【Deploy】If you have another (New UNE) Unit in play, deploy 1 rested
-- [Daughtress]((New UNE)･AP0･HP1) Unit token.

card:deploy{
  -- If you have another (New UNE) Unit in play: the effect's condition (10-2-1: without one it
  -- does not activate; asked again as it resolves), as GD04-011's "If another friendly ..."
  condition = { count = "battle", side = "your", trait = "New UNE", other = true },
  deploy_token = { "T-012", rested = true }, -- deploy 1 rested [Daughtress] Unit token
}
