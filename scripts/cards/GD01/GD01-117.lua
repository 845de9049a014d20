-- GD01-117 The Witch and the Bride
-- 【Burst】Activate this card's 【Main】.
-- 【Main】/【Action】Choose 1 enemy Unit with 5 or less HP. Return it to its owner's hand.

card:burst(function(e)
  e:run_main()
end)

card:main_action{
  target = { "Choose 1 enemy Unit with 5 or less HP", side = "enemy", max_hp = 5 },
  hand_it = true, -- Return it to its owner's hand.
}
