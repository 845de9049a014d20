-- GD04-092 Michael Trinity
-- 【Burst】Add this card to your hand.
-- 【When Linked】Choose 1 damaged enemy Unit. Deal 1 damage to it.

card:burst(function(e)
  e:to_hand(e.card)
end)

card:when_linked(function(e)
  local target = e:choose_one("Choose 1 damaged enemy Unit",
                              e:units{ side = "enemy", where = function(e, unit)
                                return e:damage_of(unit) > 0
                              end })
  if target then e:damage(target, 1) end
end)
