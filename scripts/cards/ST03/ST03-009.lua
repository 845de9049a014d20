-- ST03-009 Gouf
-- 【Deploy】Deploy 1 rested [Zaku Ⅱ]((Zeon)･AP1･HP1) Unit token.

card:deploy(function(e)
  e:deploy_token("T-007", { rested = true })
end)
