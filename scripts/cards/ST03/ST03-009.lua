-- ST03-009 Gouf
-- 【Deploy】Deploy 1 rested [Zaku Ⅱ]((Zeon)･AP1･HP1) Unit token.

card:deploy{ deploy_token = { "T-007", rested = true } } -- Deploy 1 rested [Zaku Ⅱ] Unit token.
