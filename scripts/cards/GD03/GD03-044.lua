-- GD03-044 Daughtress Flyer
-- 【Deploy】Deploy 1 rested [Daughtress]((New UNE)･AP0･HP1) Unit token.

card:deploy{ deploy_token = { "T-012", rested = true } } -- Deploy 1 rested [Daughtress] Unit token.
