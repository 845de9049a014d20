-- ST04-013 Hawk of Endymion
-- 【Main】/【Action】Choose 1 enemy Unit with 3 or less HP. Return it to its owner's hand.
-- 【Pilot】[Mu La Flaga] (the core lets it be paired as a Pilot)

card:main_action(function(e)
  local target = e:choose_one("Choose 1 enemy Unit with 3 or less HP",
                              e:units{ side = "enemy", max_hp = 3 })
  if target then e:to_hand(target) end
end)
