-- ST01-014 Unforeseen Incident
-- 【Burst】Activate this card's 【Main】.
-- 【Main】/【Action】Choose 1 enemy Unit. It gets AP-3 during this turn.

card:burst(function(e)
  e:run_main()
end)

card:main_action{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  gets = { ap = -3 }, -- It gets AP-3 during this turn.
}
