-- GD01-098 Elan Ceres (Enhanced Person Number 4)
-- 【Burst】Add this card to your hand.
-- 【Activate･Action】【Once per Turn】If an enemy Unit with 1 or less AP is in play, this Unit
-- recovers 1 HP.

local function weak_enemy_in_play(e)
  return #e:units{ side = "enemy", max_ap = 1 } > 0
end

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:activate_action{
  once_per_turn = true,
  condition = weak_enemy_in_play, -- 10-3-1-1: without it the effect cannot be activated
  run = function(e) e:recover(e.unit, 1) end,
}
