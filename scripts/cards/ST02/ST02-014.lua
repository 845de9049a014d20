-- ST02-014 Siege Ploy
-- 【Burst】Activate this card's 【Main】.
-- 【Main】/【Action】Choose 1 enemy Unit with 5 or less HP. Rest it.

card:burst(function(e)
  e:run_main()
end)

card:main_action{
  target = { "Choose 1 enemy Unit with 5 or less HP", side = "enemy", max_hp = 5 },
  run = function(e, target) e:rest(target) end,
}
