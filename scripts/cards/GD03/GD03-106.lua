-- GD03-106 M.A.V. Tactics
-- 【Main】Deploy 1 rested [GQuuuuuuX (Omega Psycommu)]((Clan)･AP3･HP2) Unit token and 1 rested
-- [Red Gundam]((Clan)･AP2･HP3) Unit token.

card:main(function(e)
  e:deploy_token({ "T-019", "T-018" }, { rested = true }) -- both at once (11-4-2-2)
end)
