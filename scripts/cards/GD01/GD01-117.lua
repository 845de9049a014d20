-- GD01-117 The Witch and the Bride
-- 【Burst】Activate this card's 【Main】.
-- 【Main】/【Action】Choose 1 enemy Unit with 5 or less HP. Return it to its owner's hand.

card:burst(function(e)
  e:run_main()
end)

card:main_action(function(e)
  local target = e:choose_one("Choose 1 enemy Unit with 5 or less HP",
                              e:units{ side = "enemy", max_hp = 5 })
  if target then e:to_hand(target) end
end)
