-- GD05-105 Exclusively Defense-Oriented Policy
-- 【Burst】Activate this card's 【Main】.
-- 【Main】/【Action】Choose 1 enemy Unit that is Lv.3 or lower. Return it to its owner's hand.

card:burst(function(e)
  e:run_main()
end)

card:main_action{
  target = { "Choose 1 enemy Unit that is Lv.3 or lower", side = "enemy", max_level = 3 },
  hand_it = true, -- Return it to its owner's hand.
}
