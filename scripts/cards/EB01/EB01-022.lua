-- EB01-022 Gundam Exia (EX)
-- <Breach 5> (the core handles it)
-- 【During Pair･(G Generation) Pilot】At the end of your turn, you may destroy this Unit. If you do,
-- deploy 3 [Gundam Exia]((G Generation)･AP2･HP2) Unit tokens.

card:turn_end{
  during = "pair",
  pilot = { trait = "G Generation" },
  run = function(e)
    if not e:may("Destroy Gundam Exia (EX) to deploy 3 [Gundam Exia] Unit tokens?") then return end
    e:destroy(e.unit)
    -- "If you do": it was destroyed (it is in the trash now)
    if e:location(e.unit) == "battle area" then return end
    e:deploy_token("T-025", { count = 3 })
  end,
}
