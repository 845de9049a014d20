-- GD01-097 Guel Jeturk
-- 【Burst】Add this card to your hand.
-- 【Activate･Main】【Once per Turn】If your opponent has 8 or more cards in their hand, set
-- this Unit as active. It can't attack during this turn.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:activate_main{
  once_per_turn = true,
  -- 10-2-1: without it the effect does not activate (an opponent's hand: any one of them)
  condition = { count = "hand", side = "enemy", per_player = true, min = 8 },
  run = function(e)
    e:set_active(e.unit)
    e:forbid(e.unit, "attack", "turn")
  end,
}
