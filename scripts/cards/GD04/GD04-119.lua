-- GD04-119 Fighting Alone
-- 【Main】/【Action】Choose 1 friendly Unit paired with a (Newtype) Pilot. It can't receive effect
-- damage from enemy Units during this turn.
-- 【Pilot】[Gael Chan] (the core lets it be paired as a Pilot)

card:main_action(function(e)
  local target = e:choose_one("Choose 1 friendly Unit paired with a (Newtype) Pilot",
                              e:units{ side = "friendly", paired = true, where = function(e, unit)
                                return e:has_trait(e:pilot(unit), "Newtype")
                              end })
  if target then e:grant_rule(target, 2, "turn") end
end)

-- effect 2: the rule the chosen Unit gets for the turn (only through the grant above).
-- Ruling: "effect damage from enemy Units" is damage an effect of an enemy Unit deals -- a Unit
-- card's own effect (from the battle area, or its 【Destroyed】 from the trash), or a Pilot's
-- effect, which belongs to its Unit (3-3-9-2, Q88).  A Command's or a Base's effect is not a
-- Unit's.
card:constant{
  condition = false,
  prevent_damage = function(e, victim, source, amount, battle)
    return battle == 0 and source ~= -1 and e:matches(source, { side = "enemy" })
       and (e:matches(source, { type = "unit" }) or e:matches(source, { type = "pilot" }))
  end,
}
