-- GD02-129 Argama
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- This Base can't receive enemy effect damage.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

-- Effect damage (5-5-4) from an enemy card's effect, <Breach> included (13-1-2-1: a keyword
-- effect of the enemy Unit); battle damage still reaches it.
card:constant{
  prevent_damage = function(e, victim, source, amount, battle)
    return victim == e.card and battle == 0 and source >= 0 and e:matches(source, { side = "enemy" })
  end,
}
