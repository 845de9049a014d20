-- GD04-110 Financier
-- 【Main】/【Action】Deploy 1 EX Base.

card:main_action(function(e)
  -- an EX Base token (5-17-3-1); with a Base already there, one of them is trashed (11-5-2)
  e:deploy_token("EXB-001")
end)
