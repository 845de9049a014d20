-- GD04-123 A Baoa Qu
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- While you have a rested (Zeon) Unit in play, this Base can't receive battle damage from enemy
-- Units that are Lv.4 or lower.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

card:constant{
  condition = { count = "battle", rested = true, trait = "Zeon", min = 1 },
  prevent_damage = function(e, victim, source, amount, battle)
    return battle == 1 and source ~= -1 and e:matches(source, { side = "enemy", max_level = 4 })
  end,
}
