-- GD01-026 Char's Zaku Ⅱ
-- 【During Pair】【Destroyed】Deploy 1 rested [Char's Zaku Ⅱ]((Zeon)･AP3･HP1) Unit token.

card:destroyed{
  during = "pair",
  deploy_token = { "T-006", rested = true }, -- Deploy 1 rested [Char's Zaku Ⅱ] Unit token.
}
