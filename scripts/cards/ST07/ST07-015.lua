-- ST07-015 Ptolemaios
-- 【Burst】Deploy this card.
-- 【Deploy】Add 1 of your Shields to your hand.
-- While a rested friendly (CB) Unit is in play, this Base can't receive damage from enemy Units that
-- are Lv.3 or lower, other than Unit tokens.

card:burst(function(e)
  e:deploy(e.card)
end)

card:deploy{ shield_to_hand = true } -- Add 1 of your Shields to your hand.

local SMALL_ENEMY_UNIT = { side = "enemy", type = "unit", max_level = 3, token = false }

-- Ruling: "damage from enemy Units" is battle damage an enemy Unit deals and effect damage of an
-- enemy Unit's effect: the Unit card's own, or its paired Pilot's (3-3-9-2, Q88: the Unit's Lv.
-- is then the one looked at).  A Command's or a Base's effect is not a Unit's.
card:constant{
  condition = { count = "battle", side = "friendly", trait = "CB", rested = true, min = 1 },
  prevent_damage = function(e, victim, source, amount, battle)
    if victim ~= e.card or source < 0 then return false end
    if e:matches(source, { type = "pilot" }) then
      source = e:unit_of(source)
      if not source then return false end
    end
    return e:matches(source, SMALL_ENEMY_UNIT)
  end,
}
