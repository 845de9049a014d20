-- ST09-003 Saviour Gundam
-- <Breach 3> (the core handles it)
-- 【When Linked】If there are 5 or more purple cards in your trash, deal 2 damage to all Units with 5
-- or less AP.

card:when_linked{
  condition = { count = "trash", color = "Purple", min = 5 }, -- 10-2-1
  run = function(e)
    -- all Units: yours and the enemy's, this one too if its AP is 5 or less; at once
    e:damage_all(e:units{ side = "any", max_ap = 5 }, 2)
  end,
}
