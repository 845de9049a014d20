-- GD01-097 Guel Jeturk
-- 【Burst】Add this card to your hand.
-- 【Activate･Main】【Once per Turn】If your opponent has 8 or more cards in their hand, set
-- this Unit as active. It can't attack during this turn.

local function opponent_has_8(e)
  for _, p in ipairs(e:opponents()) do
    if e:count("hand", p) >= 8 then return true end
  end
  return false
end

card:burst(function(e)
  e:to_hand(e.card)
end)

card:activate_main{
  once_per_turn = true,
  condition = opponent_has_8,   -- 10-2-1: without it the effect does not activate
  run = function(e)
    if not opponent_has_8(e) then return end
    e:set_active(e.unit)
    e:forbid(e.unit, "attack", "turn")
  end,
}
