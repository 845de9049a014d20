-- EB01-042 Psycho Haro (EX)
-- While this Unit is rested, all Units gain <Blocker>.
-- 【Attack】Units that are Lv.7 or lower can't activate <Blocker> during this battle.

card:constant{
  condition = { self = { rested = true } },
  applies = { side = "any" },
  keywords = { "blocker" },
}

-- Ruling: "Units that are Lv.7 or lower" are the Units in play when the effect resolves (every
-- player's); a Unit token has no Lv. (0) and is one of them.  Blocking is <Blocker>'s activation
-- (8-3-1), so they can't block during this battle.
card:attack(function(e)
  for _, u in ipairs(e:units{ side = "any", max_level = 7 }) do
    e:forbid(u, "block", "battle")
  end
end)
