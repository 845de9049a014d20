-- ST03-013 Close Combat
-- 【Burst】Activate this card's 【Main】.
-- 【Main】/【Action】Choose 1 enemy Unit. Deal 2 damage to it.

card:burst(function(e)
  e:run_main()
end)

card:main_action{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target) e:damage(target, 2) end,
}
