-- GD04-036 Gundam Throne Eins
-- 【Deploy】You may choose 1 to 2 of your other active (CB) Units. Rest them. If you do, deal
-- damage equal to the number of Units rested with this effect to all enemy Units that are Lv.6
-- or lower.

-- You may choose 1 to 2 of your other active (CB) Units (min = 0: "you may"). Rest them.
card:deploy{
  target = { "You may choose 1 to 2 of your other active (CB) Units", side = "your", active = true,
             trait = "CB", other = true, min = 0, max = 2 },
  run = function(e, chosen)
    local rested = 0
    for _, unit in ipairs(chosen) do
      if not e:is_rested(unit) then
        e:rest(unit)
        if e:is_rested(unit) then rested = rested + 1 end
      end
    end
    -- If you do, deal that much damage to all enemy Units that are Lv.6 or lower, at once.
    if rested > 0 then
      e:damage_all(e:units{ side = "enemy", max_level = 6 }, rested)
    end
  end,
}
