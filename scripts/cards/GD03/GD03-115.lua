-- GD03-115 Distant Reunion
-- 【Action】Choose 1 friendly Unit paired with an (X-Rounder) Pilot. It can't receive battle damage
-- from enemy Units with 2 or less AP during this battle. If you are Lv.7 or higher, it can't
-- receive battle damage from enemy Units with 5 or less AP instead.
-- 【Pilot】[Yurin L'Ciel] (the core lets it be paired as a Pilot)

card:action(function(e)
  local target = e:choose_one("Choose 1 friendly Unit paired with an (X-Rounder) Pilot",
                              e:units{ side = "friendly", paired = true, where = function(e, unit)
                                local pilot = e:pilot(unit)
                                return pilot ~= nil and e:has_trait(pilot, "X-Rounder")
                              end })
  if not target then return end
  -- 10-1-9-1-1: at Lv.7 or higher (your Lv.: your Resources, 2-9), 5 AP instead of 2
  e:grant_rule(target, e:player_level() >= 7 and 3 or 2, "battle")
end)

-- effects 2 and 3: the rules the chosen Unit gets for the battle (only through the grant above);
-- the enemy Unit's AP is looked at when it deals the damage
card:constant{
  condition = false,
  prevent_damage = function(e, victim, source, amount, battle)
    return battle == 1 and source >= 0 and e:matches(source, { side = "enemy", max_ap = 2 })
  end,
}

card:constant{
  condition = false,
  prevent_damage = function(e, victim, source, amount, battle)
    return battle == 1 and source >= 0 and e:matches(source, { side = "enemy", max_ap = 5 })
  end,
}
