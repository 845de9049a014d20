-- GD04-087 Elan Ceres (Enhanced Person Number 5)
-- 【Burst】Add this card to your hand.
-- 【During Link】【Attack】You may choose 1 of your (Academy) Units. During this battle, battle damage
-- this Unit would receive is dealt to that Unit instead.

card:burst{ this_to_hand = true } -- Add this card to your hand.

card:attack(function(e)
  local unit = e:choose_one("Choose 1 of your (Academy) Units",
                            e:units{ side = "your", trait = "Academy" }, true)
  if unit then e:redirect_damage(e.unit, unit, "battle") end
end, { during = "link" })
