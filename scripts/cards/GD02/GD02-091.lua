-- GD02-091 Haman Karn
-- 【Burst】Add this card to your hand.
-- 【When Paired】If this Unit is red, choose 1 enemy Unit whose Lv. is equal to or lower than this
-- Unit. Deal 1 damage to it.

card:burst{ this_to_hand = true } -- Add this card to your hand.

-- "If this Unit is red" is the whole effect's condition (10-2-1): not red, it is not activated
-- (Q100); the enemy Unit is chosen in `run` (its Lv. is this Unit's), and the engine's dry run
-- finds whether there is one (10-2-2).
card:when_paired{
  condition = function(e) return e:matches(e.unit, { color = "Red" }) end,
  run = function(e)
    local target = e:choose_one("Choose 1 enemy Unit whose Lv. is equal to or lower than this Unit",
                                e:units{ side = "enemy", max_level = e:level(e.unit) })
    if target then e:damage(target, 1) end
  end,
}
