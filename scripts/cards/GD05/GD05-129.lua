-- GD05-129 Axis
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- 【Activate･Main】Rest this Base：If one of your Units has been destroyed by one of your (Neo Zeon)
-- card's effects during this turn, deploy 1 (Neo Zeon) Unit card that is Lv.3 or lower from your
-- hand.

card:burst(function(e) e:deploy(e.card) end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

-- "If one of your Units has been destroyed by ... during this turn" is the whole effect's
-- condition (10-2-1): without it the Base is not rested for nothing (Q100).
card:activate_main{
  rest_self = true,
  condition = function(e)
    return e:this_turn("destroyed", { side = "your", type = "unit", by_effect = true,
                                      source = { side = "your", trait = "Neo Zeon" } }) > 0
  end,
  run = function(e)
    local unit = e:choose_one("Choose 1 (Neo Zeon) Unit card that is Lv.3 or lower from your hand",
                              e:cards("hand", { type = "unit", trait = "Neo Zeon", max_level = 3 }))
    if unit then e:deploy(unit) end
  end,
}
