-- GD04-039 Rozen Zulu
-- If there are 8 or more (Neo Zeon) cards in your trash, this card in your hand gets cost -4.
-- 【Deploy】Choose 1 enemy Unit. Deal 1 damage to it. If it has <Repair>, deal 3 damage instead.

card:constant{
  zone = "hand",
  condition = { count = "trash", trait = "Neo Zeon", min = 8 },
  cost = -4,
}

card:deploy{
  target = { "Choose 1 enemy Unit", side = "enemy" },
  run = function(e, target)
    -- 10-1-9-1-1: with <Repair>, 3 damage is dealt instead of 1
    e:damage(target, e:has_keyword(target, "repair") and 3 or 1)
  end,
}
