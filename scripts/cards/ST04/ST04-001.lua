-- ST04-001 Aile Strike Gundam
-- <Blocker> (the core handles it)
-- 【When Paired･Lv.4 or Higher Pilot】Choose 1 enemy Unit with 4 or less HP. Return it to its
-- owner's hand.

card:when_paired(function(e)
  local target = e:choose_one("Choose 1 enemy Unit with 4 or less HP",
                              e:units{ side = "enemy", max_hp = 4 })
  if target then e:to_hand(target) end
end, { pilot = { min_level = 4 } })
