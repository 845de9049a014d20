-- GD02-044 Daughtress Command
-- 【Destroyed】If you have another (New UNE) Unit in play, deploy 1 rested
-- [Daughtress]((New UNE)･AP0･HP1) Unit token.

-- A 【Destroyed】 effect's condition is read as it activates, with this Unit in the trash
-- (13-2-8-2): every (New UNE) Unit of yours in play is "another" (10-2-1: with none, it does not
-- activate; asked again as it resolves).
card:destroyed{
  condition = { count = "battle", side = "your", trait = "New UNE" },
  deploy_token = { "T-012", rested = true }, -- deploy 1 rested [Daughtress] Unit token
}
