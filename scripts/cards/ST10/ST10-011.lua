-- ST10-011 Kamille Bidan
-- 【Burst】Add this card to your hand.
-- 【When Linked】If 2 or more rested Units are in play, choose 1 enemy Unit whose Lv. is equal to or
-- lower than this Unit. Rest it.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- "2 or more rested Units": anyone's, yours and the enemy's together
card:when_linked{
  condition = { count = "battle", side = "any", rested = true, min = 2 }, -- 10-2-1
  run = function(e)
    -- "this Unit": the Unit Kamille is linked with (3-3-9-2)
    local target = e:choose_one("Choose 1 enemy Unit whose Lv. is equal to or lower than this Unit",
                                e:units{ side = "enemy", max_level = e:level(e.unit) })
    if target then e:rest(target) end
  end,
}
