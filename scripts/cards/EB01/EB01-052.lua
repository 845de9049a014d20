-- EB01-052 Hildolfr
-- 【Deploy】If 3 or more enemy Units are in play, choose 1 enemy Unit with 2 or less HP. Return it to
-- its owner's hand.

-- every enemy player's Units together
local three_enemy_units = { count = "battle", side = "enemy", min = 3 }

card:deploy{
  condition = three_enemy_units,
  target = { "Choose 1 enemy Unit with 2 or less HP", side = "enemy", max_hp = 2 },
  run = function(e, target)
    if #e:units{ side = "enemy" } >= 3 then e:to_hand(target) end
  end,
}
