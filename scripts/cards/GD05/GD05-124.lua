-- GD05-124 White Ark
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- During your turn, when you would rest a Unit with a friendly (League Militaire) Unit's effect, you
-- may rest this Base instead.

card:burst(function(e) e:deploy(e.card) end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:constant{
  condition = { turn = "your" },
  rest_instead = function(e, rested, source)
    return e:matches(rested, { type = "unit" }) and source ~= -1
      and e:matches(source, { side = "friendly", type = "unit", trait = "League Militaire" })
  end,
}
