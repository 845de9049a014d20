-- GD05-092 Auel Neider
-- 【Burst】Add this card to your hand.
-- 【During Link】【Attack】If you are attacking the enemy player, this Unit gets AP+2 during this
-- battle.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:attack{
  during = "link",
  condition = function(e) -- 10-2-1: the attack target is a player
    local attacker, target = e:battle()
    return attacker == e.unit and target == nil
  end,
  gets = { ap = 2, lasts = "battle" }, -- This Unit gets AP+2 during this battle.
}
